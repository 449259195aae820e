// What other parts of the server use of the summary feature: its job, started with the other services, and a
// space's history (a person's data export lists it, as the History screen shows it to them).

export { spaceHistory } from './history';
export { startWeeklySummaries, SUMMARY_QUEUE, type SummaryJobDeps } from './job';
