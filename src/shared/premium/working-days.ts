// "Delivery within 5 working days" (SPEC): Monday to Friday, the national holidays of the whole of Switzerland off
// (1 January, 1 August, 25 December; decision 0048), counted from the day after the payment.

const NATIONAL_HOLIDAYS = ["01-01", "08-01", "12-25"];

const isWorkingDay = (day: Date) => {
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !NATIONAL_HOLIDAYS.includes(day.toISOString().slice(5, 10));
};

/** The working day `count` working days after `day` ("2026-11-27", a Friday, + 5 → "2026-12-04"). */
export function addWorkingDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  let left = count;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isWorkingDay(date)) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}
