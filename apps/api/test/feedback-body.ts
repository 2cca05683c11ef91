/** A valid feedback submission (knowledge areas as the form sends them). */
export const feedbackBody = {
  feedback_type: 'by_knowledge_area',
  feedback_text: JSON.stringify([
    {
      id: null,
      name: 'Go',
      level: 'meets expectations',
      questions: [{ id: null, text: 'Channels?', level: 'middle' }],
      note: 'Solid understanding shown across the questions asked.',
    },
  ]),
  rating: 4,
  overall_recommendation: 'Pass',
  strong_sides: 'Clear',
  areas_for_improvements: 'Depth',
  overall_comment: 'Next round',
};
