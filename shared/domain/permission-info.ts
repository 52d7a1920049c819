/**
 * Android permissions in plain words. A buyer deciding whether an extension is safe
 * for their app reads "Precise location (dangerous)", not ACCESS_FINE_LOCATION. The
 * risk is Android's own protection level: "dangerous" permissions need the app user's
 * consent at run time; "special" ones are granted only in system settings (or by
 * Google Play review); "normal" ones are granted at install. Used by the extension
 * page and every permission diff (web and studio), so both say the same words.
 */
import { shortPermissionName } from './permission-diff';

export type PermissionRisk = 'dangerous' | 'special' | 'normal' | 'unknown';

export interface PermissionInfo {
  /** The short name, e.g. `ACCESS_FINE_LOCATION`. */
  name: string;
  label: string;
  risk: PermissionRisk;
}

const D = 'dangerous';
const S = 'special';
const N = 'normal';

/** Android's protection levels (developer.android.com Manifest.permission). */
const KNOWN: Record<string, readonly [label: string, risk: PermissionRisk]> = {
  READ_CALENDAR: ['Read calendar events', D],
  WRITE_CALENDAR: ['Add or change calendar events', D],
  CAMERA: ['Camera', D],
  READ_CONTACTS: ['Read contacts', D],
  WRITE_CONTACTS: ['Change contacts', D],
  GET_ACCOUNTS: ['Find accounts on the device', D],
  ACCESS_FINE_LOCATION: ['Precise location', D],
  ACCESS_COARSE_LOCATION: ['Approximate location', D],
  ACCESS_BACKGROUND_LOCATION: ['Location in the background', D],
  ACCESS_MEDIA_LOCATION: ['Locations in photos', D],
  RECORD_AUDIO: ['Microphone', D],
  READ_PHONE_STATE: ['Phone status and identity', D],
  READ_PHONE_NUMBERS: ['Phone numbers', D],
  CALL_PHONE: ['Make phone calls', D],
  ANSWER_PHONE_CALLS: ['Answer phone calls', D],
  READ_CALL_LOG: ['Read call log', D],
  WRITE_CALL_LOG: ['Change call log', D],
  ADD_VOICEMAIL: ['Add voicemail', D],
  USE_SIP: ['Internet calls (SIP)', D],
  BODY_SENSORS: ['Body sensors (heart rate)', D],
  BODY_SENSORS_BACKGROUND: ['Body sensors in the background', D],
  SEND_SMS: ['Send SMS messages', D],
  RECEIVE_SMS: ['Receive SMS messages', D],
  READ_SMS: ['Read SMS messages', D],
  RECEIVE_WAP_PUSH: ['Receive WAP push messages', D],
  RECEIVE_MMS: ['Receive MMS messages', D],
  READ_EXTERNAL_STORAGE: ['Read shared storage', D],
  WRITE_EXTERNAL_STORAGE: ['Change shared storage', D],
  READ_MEDIA_IMAGES: ['Photos', D],
  READ_MEDIA_VIDEO: ['Videos', D],
  READ_MEDIA_AUDIO: ['Music and audio', D],
  ACTIVITY_RECOGNITION: ['Physical activity', D],
  POST_NOTIFICATIONS: ['Show notifications', D],
  BLUETOOTH_CONNECT: ['Connect to Bluetooth devices', D],
  BLUETOOTH_SCAN: ['Find Bluetooth devices', D],
  BLUETOOTH_ADVERTISE: ['Be found by Bluetooth devices', D],
  NEARBY_WIFI_DEVICES: ['Find nearby Wi-Fi devices', D],
  UWB_RANGING: ['Ultra-wideband ranging', D],
  SYSTEM_ALERT_WINDOW: ['Draw over other apps', S],
  WRITE_SETTINGS: ['Change system settings', S],
  MANAGE_EXTERNAL_STORAGE: ['All files on the device', S],
  REQUEST_INSTALL_PACKAGES: ['Install other apps', S],
  SCHEDULE_EXACT_ALARM: ['Exact alarms', S],
  QUERY_ALL_PACKAGES: ['See all installed apps', S],
  PACKAGE_USAGE_STATS: ['App usage statistics', S],
  BIND_ACCESSIBILITY_SERVICE: ['Accessibility service', S],
  BIND_NOTIFICATION_LISTENER_SERVICE: ['Read all notifications', S],
  DUMP: ['System diagnostics', S],
  INTERNET: ['Internet access', N],
  ACCESS_NETWORK_STATE: ['See network connections', N],
  ACCESS_WIFI_STATE: ['See Wi-Fi connections', N],
  CHANGE_WIFI_STATE: ['Connect to Wi-Fi', N],
  CHANGE_NETWORK_STATE: ['Change network connectivity', N],
  BLUETOOTH: ['Pair with Bluetooth devices', N],
  BLUETOOTH_ADMIN: ['Bluetooth settings', N],
  NFC: ['NFC', N],
  VIBRATE: ['Vibration', N],
  WAKE_LOCK: ['Keep the device awake', N],
  FOREGROUND_SERVICE: ['Run in the foreground', N],
  RECEIVE_BOOT_COMPLETED: ['Start at boot', N],
  MODIFY_AUDIO_SETTINGS: ['Change audio settings', N],
  ACCESS_DOWNLOAD_MANAGER: ['Download manager', N],
  BIND_JOB_SERVICE: ['Background jobs', N],
  USE_BIOMETRIC: ['Biometric hardware', N],
  USE_FINGERPRINT: ['Fingerprint hardware', N],
  FLASHLIGHT: ['Flashlight', N],
  SET_WALLPAPER: ['Set the wallpaper', N],
  REQUEST_IGNORE_BATTERY_OPTIMIZATIONS: ['Ignore battery optimisations', N],
  USE_FULL_SCREEN_INTENT: ['Full-screen notifications', N],
};

/** Plain words and risk for one permission (full or short name). */
export function permissionInfo(name: string): PermissionInfo {
  const short = shortPermissionName(name);
  const known = KNOWN[short];
  if (known) return { name: short, label: known[0], risk: known[1] };
  // Vendor permissions (com.google.android.c2dm.permission.RECEIVE) or newer ones:
  // keep the last segment readable rather than pretending to know the risk.
  const tail = short.slice(short.lastIndexOf('.') + 1);
  const words = tail.toLowerCase().replaceAll('_', ' ').trim();
  const label = words ? words.charAt(0).toUpperCase() + words.slice(1) : short;
  return { name: short, label, risk: 'unknown' };
}

export const RISK_WORDS: Record<PermissionRisk, string> = {
  dangerous: 'Dangerous: the app user is asked',
  special: 'Special access: granted in system settings',
  normal: 'Normal: granted at install',
  unknown: 'Not an Android system permission',
};

const RISK_ORDER: Record<PermissionRisk, number> = {
  special: 0,
  dangerous: 1,
  unknown: 2,
  normal: 3,
};

/** Riskiest first, then by plain name. */
export function byRisk(a: PermissionInfo, b: PermissionInfo): number {
  return RISK_ORDER[a.risk] - RISK_ORDER[b.risk] || a.label.localeCompare(b.label);
}
