/** Copy of the about page that is data rather than prose. */
import type { Category } from '#shared/constants';

export const CATEGORY_BLURBS: Record<Category, string> = {
  Ui: 'Custom views, dialogs, layouts, animations of lists and Material components.',
  Database: 'Local storage, SQLite, Firebase and other ways to keep data.',
  Networking: 'HTTP clients, sockets, downloads, APIs and connectivity checks.',
  Advertisement: 'Ad networks and consent screens to earn from your apps.',
  Tools: 'Helpers for text, files, dates, maths and everyday chores.',
  Animation: 'Motion, transitions, Lottie and eye-catching effects.',
  Sensor: 'Camera, location, biometrics and device sensors.',
  Service: 'Background work, notifications, alarms and foreground services.',
  Experiment: 'Early and unusual ideas, for makers who like trying things.',
};

export const PUBLISH_STEPS = [
  {
    title: 'Sign in and claim your maker name',
    text: 'Your public profile at /user/your-name lists everything you publish.',
  },
  {
    title: 'Upload your .aix',
    text: 'We read the package name, version and minimum SDK from the extension itself, so you type less.',
  },
  {
    title: 'Document it and set a price',
    text: 'Write the docs with a block editor. Keep it free, or sell it in rupees (INR) or US dollars (USD).',
  },
  {
    title: 'Get paid',
    text: 'Sales are paid through Razorpay to the bank account you link. AIX Market keeps a platform fee of 5.5% per sale.',
  },
] as const;
