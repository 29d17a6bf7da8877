import { deviceTexts } from '@otousta/shared/messages/account';

/** Browsers in the order their User-Agent strings must be tested: Edge and Opera also say Chrome, Chrome says Safari. */
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/YaBrowser\//, 'Yandex'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A session's device as people name it, e.g. 'Chrome · Linux'; 'Bilinmeyen cihaz' without a User-Agent. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return deviceTexts.unknownDevice;
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? deviceTexts.unknownBrowser;
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? deviceTexts.unknownSystem;
  return `${browser} · ${system}`;
}
