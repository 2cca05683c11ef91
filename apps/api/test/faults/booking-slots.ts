/** Bookable slots in UTC: weekdays from two days ahead, every half hour from 08:00 to 21:30, in order. */
export function bookableSlots(count: number): Date[] {
  const slots: Date[] = [];
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 2);
  day.setUTCHours(0, 0, 0, 0);
  while (slots.length < count) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) {
      for (let minutes = 8 * 60; minutes <= 21 * 60 + 30 && slots.length < count; minutes += 30) {
        slots.push(new Date(day.getTime() + minutes * 60_000));
      }
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return slots;
}
