import type { Locator, Page } from '@playwright/test';

/** A product of My Learning, opened (/my-learning/:productId), and the dashboard's progress overview. */
export class LearningPages {
  constructor(private readonly page: Page) {}

  coursePage(): Locator {
    return this.page.getByTestId('course-page');
  }

  progressText(): Locator {
    return this.page.getByTestId('course-progress-text');
  }

  progressPercent(): Locator {
    return this.page.getByTestId('course-progress');
  }

  player(): Locator {
    return this.page.getByTestId('lesson-player');
  }

  video(): Locator {
    return this.page.getByTestId('lesson-video');
  }

  markComplete(): Locator {
    return this.page.getByTestId('lesson-complete');
  }

  completedChip(): Locator {
    return this.page.getByTestId('lesson-completed');
  }

  lesson(lessonId: string): Locator {
    return this.page.locator(`[data-testid="course-lesson"][data-lesson-id="${lessonId}"]`);
  }

  overviewRow(productId: string | number): Locator {
    return this.page.locator(`[data-testid="progress-row"][data-product-id="${productId}"]`);
  }

  /** The video element has loaded the file's metadata (it is a playable video from the document store). */
  videoReadyState(): Promise<number> {
    return this.video().evaluate((element) => (element as HTMLVideoElement).readyState);
  }

  /** Starts the video as its play button does (muted: a test has no one to hear it). */
  async playVideo(): Promise<void> {
    await this.video().evaluate(async (element) => {
      const video = element as HTMLVideoElement;
      video.muted = true;
      await video.play();
    });
  }
}
