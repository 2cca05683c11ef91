import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { FeedbackDemoFormPage } from './feedback-demo-form-page';
import { FeedbackSampleReportPage } from './feedback-sample-report-page';

describe('demonstration screens', () => {
  it('type1 form only logs what was entered', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({}, 'interviewer');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    renderScreen('/feedback/form/type1/:interviewId', <FeedbackDemoFormPage />, '/feedback/form/type1/5');
    await user.type(
      await screen.findByRole('textbox', { name: 'Comment: When does a component re-render?' }),
      'Ok',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(/Answers logged to the browser console/)).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith(
      'Demonstration feedback (not sent)',
      expect.objectContaining({ interviewId: '5', answers: { 3: { score: 0, comment: 'Ok' } } }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the view is a static sample report', async () => {
    stubApi({}, 'interviewer');
    renderScreen('/feedback/view/:interviewId', <FeedbackSampleReportPage />, '/feedback/view/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback Report' })).toBeInTheDocument();
    expect(screen.getByText('Sample report')).toBeInTheDocument();
    expect(screen.getByText('4/5')).toBeInTheDocument();
    expect(screen.getByText('JavaScript fundamentals')).toBeInTheDocument();
  });
});
