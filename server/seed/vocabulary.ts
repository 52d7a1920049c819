/**
 * Word lists of the synthetic catalogue: plausible App Inventor extension names and
 * blurbs. Written as space-separated strings so the lists stay readable.
 */
import { CATEGORIES, type Category } from '#shared/constants';

const words = (text: string) => text.trim().split(/\s+/);

export const PREFIXES = words(`Smart Easy Simple Advanced Quick Super Mini Ultra Dynamic
  Custom Material Modern Fast Secure Power Flex Neo Cloud Offline Live Auto Rich Tiny
  Native Hyper Multi Open Clean Magic Pixel Swift Bright Silent Turbo Micro Fluent Solid`);

export const SUFFIXES = words(`Helper Utils Kit Plus Pro Manager Tools Bridge Lite Extra
  Box Hub Studio Engine Client View Toolkit Suite`);

/** `Subject:Category` pairs; an underscore stands for a space inside the subject. */
const SUBJECT_TEXT = `Bluetooth:Networking Firebase:Database Camera:Sensor Scanner:Tools
  Picker:Ui Toast:Ui Dialog:Ui Notifier:Ui Storage:Database Sqlite:Database Json:Tools
  Http:Networking Socket:Networking Sensor:Sensor Gesture:Animation Animator:Animation
  Lottie:Animation Chart:Ui Graph:Ui Calendar:Ui Clipboard:Tools Vibrator:Sensor
  Location:Sensor Maps:Ui Audio:Service Recorder:Service Player:Service Video:Ui
  Image:Tools Gallery:Ui Crypto:Tools Hash:Tools Zip:Tools File:Tools Pdf:Tools Qr:Tools
  Barcode:Tools Admob:Advertisement Banner:Advertisement Interstitial:Advertisement
  Rewarded:Advertisement Unity_Ads:Advertisement Billing:Service Share:Tools Intent:Tools
  Webview:Ui Browser:Ui Keyboard:Ui Speech:Service Ocr:Experiment Wifi:Networking
  Nfc:Sensor Usb:Networking Battery:Sensor Device:Tools Permission:Tools
  Notification:Service Alarm:Service Scheduler:Service Worker:Service Widget:Ui Switch:Ui
  Slider:Ui Card:Ui Layout:Ui Menu:Ui Tabs:Ui Drawer:Ui Shimmer:Animation Ripple:Animation
  Blur:Animation Gradient:Ui Color:Ui Font:Ui Markdown:Tools Regex:Tools Date:Tools
  Timer:Tools Math:Tools Physics:Experiment Accelerometer:Sensor Gyroscope:Sensor
  Compass:Sensor Proximity:Sensor Pedometer:Sensor Beacon:Networking Mqtt:Networking
  Email:Networking Sms:Service Contacts:Database Sheets:Database Airtable:Database
  Supabase:Database Telegram:Networking Tensor:Experiment Face_Detect:Experiment
  Voice:Experiment`;

function toCategory(value: string): Category {
  const category = CATEGORIES.find(candidate => candidate === value);
  if (!category) throw new Error(`Unknown category ${value} in the vocabulary`);
  return category;
}

export const SUBJECTS: readonly (readonly [string, Category])[] = words(SUBJECT_TEXT).map(
  pair => {
    const [subject = '', category = ''] = pair.split(':');
    return [subject.replace(/_/g, ' '), toCategory(category)] as const;
  },
);

export const VERBS = words('Add Use Control Build Handle Show Manage Read Create Access');

export const OUTCOMES = [
  'with a handful of simple blocks',
  'without writing Java',
  'in a few lines of blocks',
  'with events for every state change',
  'with sensible defaults and full control',
  'that works on old and new Android versions',
  'with no extra permissions',
  'on every screen of your app',
] as const;

export const EXTRA_TAGS = words(`free material offline realtime beginner lightweight async
  events kotlin java androidx popular new utility design media`);

export const FIRST_NAMES = words(`Aarav Vivaan Aditya Diya Ananya Ishaan Kavya Rohan Sara
  Meera Arjun Nisha Lucas Emma Noah Mia Liam Olivia Yusuf Amara Kenji Sofia Mateo Zara`);

export const LAST_NAMES = words(`Sharma Patel Iyer Khan Reddy Gupta Das Nair Silva Müller
  Okafor Tanaka Rossi Garcia Novak Haddad Kim Singh Mehta Costa`).filter(name =>
  /^[A-Za-z]+$/.test(name),
);
