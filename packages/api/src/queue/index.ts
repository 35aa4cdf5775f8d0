/** The job queue and its worker (pg-boss on the app's PostgreSQL). */
export { QUEUES, startJobQueue, type JobQueue, type JobQueueOptions } from "./job-queue";
