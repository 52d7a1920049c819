/**
 * The hand-written demo catalogue: five makers and thirty extensions across all
 * nine categories (three unpublished). Written for AIX Market; names follow the
 * spec's rule (letters and spaces, 5 to 30 characters), descriptions 15 to 150.
 */
import type { Category, Currency, Permission, Platform } from '#shared/constants';

export interface DemoMaker {
  key: string;
  username: string;
  name: string;
  website: string;
  location: string;
  role?: 'admin';
}

// A data table reads best one record per line.
// prettier-ignore
export const DEMO_MAKERS: readonly DemoMaker[] = [
  { key: 'pixel', username: 'pixelforge', name: 'Ananya Rao', website: '', location: 'Bengaluru, India' },
  { key: 'nimbus', username: 'nimbuslabs', name: 'Nimbus Labs', website: '', location: 'Pune, India' },
  { key: 'kavya', username: 'kavyacodes', name: 'Kavya Menon', website: '', location: 'Kochi, India' },
  { key: 'adwise', username: 'adwiseapps', name: 'Rahul Verma', website: '', location: 'Jaipur, India' },
  { key: 'tinker', username: 'tinkerbyte', name: 'Sofia Martins', website: '', location: 'Lisbon, Portugal' },
];

export interface DemoExtension {
  name: string;
  slug: string;
  maker: string;
  category: Category;
  description: string;
  tags: readonly string[];
  platforms: readonly Platform[];
  permissions: readonly Permission[];
  /** Omitted for free extensions. */
  price?: { amount: number; currency: Currency };
  downloads: number;
  likes: number;
  /** Release notes of each version, oldest first (2 or 3). */
  releases: readonly string[];
  published?: false;
  /** Gets the documentation that uses every block kind. */
  showcase?: true;
}

const ALL: readonly Platform[] = [
  'appinventor',
  'mit_appinventor',
  'kodular',
  'niotron',
  'casagbic',
  'appzard',
  'androidbuilder',
];
const CORE: readonly Platform[] = ['appinventor', 'mit_appinventor', 'kodular'];

// prettier-ignore
export const DEMO_EXTENSIONS: readonly DemoExtension[] = [
  { name: 'Material Dialogs', slug: 'material-dialogs', maker: 'pixel', category: 'Ui', description: 'Alert, input, progress and bottom dialogs that follow Material 3, with themes and rounded corners.', tags: ['dialog', 'material', 'ui'], platforms: ALL, permissions: [], downloads: 18420, likes: 1210, releases: ['First release with alert and input dialogs.', 'Adds progress dialogs and dark theme.', 'Bottom dialogs and custom fonts.'], showcase: true },
  { name: 'Bottom Sheet Pro', slug: 'bottom-sheet-pro', maker: 'pixel', category: 'Ui', description: 'Draggable bottom sheets with snap points, handles and any arrangement as content.', tags: ['bottom sheet', 'material', 'layout'], platforms: CORE, permissions: [], price: { amount: 199, currency: 'INR' }, downloads: 3120, likes: 286, releases: ['First release.', 'Snap points and half-expanded state.'] },
  { name: 'Chip Group', slug: 'chip-group', maker: 'pixel', category: 'Ui', description: 'Filter, choice and input chips in a wrapping group with single or multiple selection.', tags: ['chips', 'filter', 'ui'], platforms: ALL, permissions: [], downloads: 6480, likes: 402, releases: ['First release.', 'Chip icons and close buttons.'] },
  { name: 'Card View Plus', slug: 'card-view-plus', maker: 'pixel', category: 'Ui', description: 'Elevated and outlined cards with ripple, stroke and corner radius per side.', tags: ['card', 'material'], platforms: CORE, permissions: [], downloads: 0, likes: 0, releases: ['Preview build.', 'Stroke colours.'], published: false },
  { name: 'Lottie Player', slug: 'lottie-player', maker: 'pixel', category: 'Animation', description: 'Plays Lottie JSON animations from assets or text with speed, loop and progress control.', tags: ['lottie', 'animation', 'json'], platforms: ALL, permissions: [], downloads: 22950, likes: 1864, releases: ['First release.', 'Play segments and reverse.', 'Faster loading of large files.'], showcase: true },
  { name: 'Shimmer Loader', slug: 'shimmer-loader', maker: 'pixel', category: 'Animation', description: 'Skeleton shimmer placeholders for lists and cards while your data loads.', tags: ['shimmer', 'loading', 'skeleton'], platforms: CORE, permissions: [], price: { amount: 2.99, currency: 'USD' }, downloads: 1980, likes: 173, releases: ['First release.', 'Angle and speed of the shine.'] },
  { name: 'Spring Animator', slug: 'spring-animator', maker: 'tinker', category: 'Animation', description: 'Physics based spring and fling animations for any visible component.', tags: ['spring', 'physics', 'animation'], platforms: ['kodular', 'niotron', 'appzard'], permissions: [], downloads: 4210, likes: 318, releases: ['First release.', 'Damping ratio presets.'] },
  { name: 'SQLite Manager', slug: 'sqlite-manager', maker: 'nimbus', category: 'Database', description: 'Create tables, run queries with parameters and import a bundled database file.', tags: ['sqlite', 'database', 'offline'], platforms: ALL, permissions: [], downloads: 15870, likes: 1102, releases: ['First release.', 'Transactions and prepared statements.', 'Import from assets.'], showcase: true },
  { name: 'Firestore Bridge', slug: 'firestore-bridge', maker: 'nimbus', category: 'Database', description: 'Read, write and listen to Cloud Firestore documents and collections in real time.', tags: ['firebase', 'firestore', 'realtime'], platforms: CORE, permissions: ['INTERNET'], price: { amount: 499, currency: 'INR' }, downloads: 5630, likes: 512, releases: ['First release.', 'Queries with where and order by.'] },
  { name: 'Tiny Key Value', slug: 'tiny-key-value', maker: 'nimbus', category: 'Database', description: 'A fast key value store with lists, dictionaries and encryption at rest.', tags: ['storage', 'tinydb', 'encryption'], platforms: ALL, permissions: [], downloads: 7340, likes: 455, releases: ['First release.', 'Encryption at rest.'] },
  { name: 'Web Socket Client', slug: 'web-socket-client', maker: 'nimbus', category: 'Networking', description: 'Connect to WebSocket servers, send text or bytes and get events for every message.', tags: ['websocket', 'realtime', 'network'], platforms: ALL, permissions: ['INTERNET'], downloads: 9120, likes: 688, releases: ['First release.', 'Automatic reconnect.', 'Custom headers.'] },
  { name: 'HTTP Toolkit', slug: 'http-toolkit', maker: 'nimbus', category: 'Networking', description: 'Multipart uploads, download progress, cookies and timeouts beyond the Web component.', tags: ['http', 'upload', 'network'], platforms: CORE, permissions: ['INTERNET', 'WRITE_EXTERNAL_STORAGE'], price: { amount: 4.99, currency: 'USD' }, downloads: 2870, likes: 240, releases: ['First release.', 'Download progress events.'] },
  { name: 'MQTT Connect', slug: 'mqtt-connect', maker: 'nimbus', category: 'Networking', description: 'Publish and subscribe to MQTT brokers for IoT dashboards, with QoS and retained messages.', tags: ['mqtt', 'iot', 'network'], platforms: ['appinventor', 'kodular', 'niotron'], permissions: ['INTERNET'], downloads: 3990, likes: 301, releases: ['First release.', 'TLS connections.'] },
  { name: 'Bluetooth LE Scanner', slug: 'bluetooth-le-scanner', maker: 'kavya', category: 'Networking', description: 'Scan, connect and read characteristics of Bluetooth Low Energy devices and beacons.', tags: ['bluetooth', 'ble', 'iot'], platforms: ALL, permissions: ['BLUETOOTH', 'ACCESS_FINE_LOCATION'], price: { amount: 299, currency: 'INR' }, downloads: 6210, likes: 590, releases: ['First release.', 'Notifications on characteristics.', 'Android 12 permissions.'] },
  { name: 'AdMob Mediation', slug: 'admob-mediation', maker: 'adwise', category: 'Advertisement', description: 'Banner, interstitial and rewarded ads with mediation and consent forms.', tags: ['admob', 'ads', 'rewarded'], platforms: ALL, permissions: ['INTERNET'], downloads: 19870, likes: 940, releases: ['First release.', 'Rewarded interstitials.', 'Consent form support.'] },
  { name: 'Unity Ads Bridge', slug: 'unity-ads-bridge', maker: 'adwise', category: 'Advertisement', description: 'Show Unity interstitial and rewarded video ads with load and reward events.', tags: ['unity', 'ads', 'video'], platforms: CORE, permissions: ['INTERNET'], downloads: 7450, likes: 362, releases: ['First release.', 'Banner placements.'] },
  { name: 'Banner Rotator', slug: 'banner-rotator', maker: 'adwise', category: 'Advertisement', description: 'Rotate house banners from a list of images and links on a timer.', tags: ['banner', 'ads'], platforms: CORE, permissions: [], price: { amount: 149, currency: 'INR' }, downloads: 0, likes: 0, releases: ['Draft.', 'Click tracking.'], published: false },
  { name: 'Clipboard Helper', slug: 'clipboard-helper', maker: 'kavya', category: 'Tools', description: 'Copy and paste text, watch the clipboard and clear it after a delay.', tags: ['clipboard', 'text', 'tools'], platforms: ALL, permissions: [], downloads: 11240, likes: 633, releases: ['First release.', 'Clipboard change event.'] },
  { name: 'QR Code Generator', slug: 'qr-code-generator', maker: 'kavya', category: 'Tools', description: 'Generate QR codes with colours, margins and a logo in the middle, saved as PNG.', tags: ['qr', 'barcode', 'image'], platforms: ALL, permissions: [], downloads: 14560, likes: 978, releases: ['First release.', 'Logo overlay.', 'Error correction levels.'] },
  { name: 'Zip Archiver', slug: 'zip-archiver', maker: 'tinker', category: 'Tools', description: 'Zip and unzip files and folders with passwords and progress events.', tags: ['zip', 'files', 'compression'], platforms: CORE, permissions: ['READ_EXTERNAL_STORAGE', 'WRITE_EXTERNAL_STORAGE'], price: { amount: 1.99, currency: 'USD' }, downloads: 2440, likes: 198, releases: ['First release.', 'Password protected archives.'] },
  { name: 'Regex Toolkit', slug: 'regex-toolkit', maker: 'tinker', category: 'Tools', description: 'Match, replace and split text with regular expressions and named groups.', tags: ['regex', 'text', 'tools'], platforms: ALL, permissions: [], downloads: 5120, likes: 287, releases: ['First release.', 'Named groups.'] },
  { name: 'Step Counter', slug: 'step-counter', maker: 'kavya', category: 'Sensor', description: 'Counts steps with the hardware step sensor and reports daily totals.', tags: ['pedometer', 'steps', 'fitness'], platforms: ALL, permissions: ['ACTIVITY_RECOGNITION'], downloads: 8730, likes: 604, releases: ['First release.', 'Daily totals.', 'Works after reboot.'] },
  { name: 'Compass Kit', slug: 'compass-kit', maker: 'kavya', category: 'Sensor', description: 'Heading, pitch and roll from the rotation sensor with smoothing.', tags: ['compass', 'orientation', 'sensor'], platforms: ALL, permissions: [], downloads: 4680, likes: 315, releases: ['First release.', 'Smoothing factor.'] },
  { name: 'Light Meter', slug: 'light-meter', maker: 'kavya', category: 'Sensor', description: 'Ambient light in lux with thresholds and change events for auto dark mode.', tags: ['light', 'lux', 'sensor'], platforms: CORE, permissions: [], price: { amount: 99, currency: 'INR' }, downloads: 1530, likes: 112, releases: ['First release.', 'Threshold events.'] },
  { name: 'Background Tasks', slug: 'background-tasks', maker: 'adwise', category: 'Service', description: 'Schedule work that survives app restarts with WorkManager constraints.', tags: ['workmanager', 'background', 'service'], platforms: CORE, permissions: ['INTERNET'], price: { amount: 999, currency: 'INR' }, downloads: 2210, likes: 265, releases: ['First release.', 'Periodic work.', 'Battery and network constraints.'] },
  { name: 'Local Notifications', slug: 'local-notifications', maker: 'adwise', category: 'Service', description: 'Scheduled and instant notifications with channels, actions and big pictures.', tags: ['notification', 'alarm', 'service'], platforms: ALL, permissions: ['VIBRATE'], downloads: 16320, likes: 1045, releases: ['First release.', 'Action buttons.', 'Exact alarms on Android 13.'] },
  { name: 'Foreground Service', slug: 'foreground-service', maker: 'adwise', category: 'Service', description: 'Keep long tasks alive with a foreground service and an ongoing notification.', tags: ['service', 'background'], platforms: ['appinventor', 'kodular'], permissions: [], downloads: 3350, likes: 204, releases: ['First release.', 'Stop from the notification.'] },
  { name: 'Face Mesh Lab', slug: 'face-mesh-lab', maker: 'tinker', category: 'Experiment', description: 'On device face landmarks from the camera, for filters and expression games.', tags: ['face', 'ml', 'camera'], platforms: ['kodular', 'niotron'], permissions: ['CAMERA'], price: { amount: 9.99, currency: 'USD' }, downloads: 980, likes: 121, releases: ['Experimental release.', 'Faster landmark model.'] },
  { name: 'Gesture Recognizer', slug: 'gesture-recognizer', maker: 'tinker', category: 'Experiment', description: 'Recognise swipes, pinches and custom drawn gestures on any canvas.', tags: ['gesture', 'touch', 'canvas'], platforms: ALL, permissions: [], downloads: 2760, likes: 233, releases: ['First release.', 'Custom gesture library.'] },
  { name: 'Text Recognition', slug: 'text-recognition', maker: 'tinker', category: 'Experiment', description: 'Reads printed text from images on the device, without a network call.', tags: ['ocr', 'ml', 'camera'], platforms: CORE, permissions: ['CAMERA'], downloads: 0, likes: 0, releases: ['Private preview.', 'Block detection.'], published: false },
];
