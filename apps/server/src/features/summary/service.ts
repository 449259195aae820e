// What other parts of the server use of the summary feature: its job, started with the other services.

export { startWeeklySummaries, SUMMARY_QUEUE, type SummaryJobDeps } from './job';
