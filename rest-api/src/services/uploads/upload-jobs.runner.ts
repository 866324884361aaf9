import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedJob, UploadJobsRepository } from './upload-jobs.repository';

/** A job taken this many times without ending (each start after a crash counts) fails instead. */
export const MAX_JOB_ATTEMPTS = 3;

/** What the runner asks of the uploads service for one job. */
export interface JobWork {
  /** Runs the job from where it stands; 'stopped' when it gave up between batches because stop() was called. */
  run(job: ClaimedJob, control: { stopping(): boolean }): Promise<'ended' | 'stopped'>;
  /** Ends a job that cannot go on (taken too often): failed, with the rows its batches committed kept. */
  abandon(job: ClaimedJob): Promise<void>;
}

export interface UploadJobRunnerOptions {
  jobs: Pick<UploadJobsRepository, 'claim' | 'release' | 'requeueRunning'>;
  work: JobWork;
  /** The kinds this process can run (every kind is registered in every replica). */
  kinds: readonly string[];
  /** How long a runner holds a job between batches before another may take it (its process died). */
  leaseMs: number;
  /** How often an idle runner looks for work queued by another replica or left by a dead one. */
  idleMs: number;
  /**
   * Whether jobs left running go back to the queue at start: true only when this process alone uses the
   * database (PGlite), so a running job at start was left by this process's previous life.
   */
  requeueOnStart: boolean;
  log: FastifyBaseLogger;
}

/**
 * The upload jobs' worker inside rest-api (docs/decisions.md, "Bulk uploads as jobs"): one job at a time
 * per process, taken from the uploads table with a lease, so it works the same on PGlite and on a
 * PostgreSQL server with several replicas. stop() lets the running job finish its batch, then hands it
 * back to the queue, where the next process (or this one's successor) resumes it.
 */
export class UploadJobRunner {
  #stopping = false;
  #loop: Promise<void> | null = null;
  #wake: (() => void) | null = null;

  constructor(private readonly options: UploadJobRunnerOptions) {}

  start(): void {
    this.#loop ??= this.loop();
  }

  /** A job was queued: look now rather than at the next idle tick. */
  wake(): void {
    this.#wake?.();
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    this.wake();
    await this.#loop;
  }

  private async loop(): Promise<void> {
    const { jobs, work, kinds, leaseMs, log } = this.options;
    try {
      if (this.options.requeueOnStart) await jobs.requeueRunning();
    } catch (error) {
      log.error({ err: error }, 'upload jobs: requeue at start failed');
    }
    while (!this.#stopping) {
      let job: ClaimedJob | null = null;
      try {
        job = await jobs.claim(kinds, leaseMs);
      } catch (error) {
        log.error({ err: error }, 'upload jobs: claim failed');
      }
      if (!job) {
        await this.idle();
        continue;
      }
      try {
        if (job.attempts > MAX_JOB_ATTEMPTS) {
          await work.abandon(job);
          continue;
        }
        const end = await work.run(job, { stopping: () => this.#stopping });
        if (end === 'stopped') await jobs.release(job.uploadId);
      } catch (error) {
        // Tried again (by the next claim) until MAX_JOB_ATTEMPTS; committed batches are never redone.
        log.error({ err: error, uploadId: job.uploadId }, 'upload job failed; it will be tried again');
        await jobs.release(job.uploadId).catch(() => undefined);
        await this.idle();
      }
    }
  }

  private idle(): Promise<void> {
    if (this.#stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#wake = null;
        resolve();
      };
      const timer = setTimeout(done, this.options.idleMs);
      timer.unref();
      this.#wake = done;
    });
  }
}
