export { drainOutbox } from '../modules/mail/mail.service.ts';
export { registerSchedule, type Schedule } from './schedules.ts';
export { startWorker, type WorkerOptions } from './worker.ts';
