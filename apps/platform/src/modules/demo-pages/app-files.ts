import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';

/** The demo app files the platform serves, by extension: what the browser is told it gets. */
export const DEMO_APP_TYPES = {
  apk: 'application/vnd.android.package-archive',
  ipa: 'application/octet-stream',
  mobileconfig: 'application/x-apple-aspen-config',
} as const;
export type DemoAppType = keyof typeof DEMO_APP_TYPES;

/** `<name>.<apk|ipa|mobileconfig>`: a brand's file name, nothing that could leave the folder. */
export const DEMO_APP_FILE = /^([a-z0-9][a-z0-9-]{0,39})\.(apk|ipa|mobileconfig)$/;

/** One stored (uncompressed) entry in a ZIP archive, the format of both .apk and .ipa. */
export function zipOf(entryName: string, content: string): Buffer {
  const name = Buffer.from(entryName, 'utf8');
  const data = Buffer.from(content, 'utf8');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(0x0800, 6); // UTF-8 names
  local.writeUInt16LE(0, 8); // stored
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

const xml = (text: string) => text.replace(/[<>&]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A configuration profile with no payloads: iOS shows it under Settings, installs nothing. */
function mobileConfigOf(name: string, note: string): string {
  const hex = createHash('sha256').update(`playdeck-demo:${name}`).digest('hex');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0"><dict>',
    '<key>PayloadContent</key><array/>',
    `<key>PayloadDescription</key><string>${xml(note)}</string>`,
    `<key>PayloadDisplayName</key><string>${xml(name)} (demo)</string>`,
    `<key>PayloadIdentifier</key><string>test.playdeck.demo.${xml(name)}</string>`,
    '<key>PayloadType</key><string>Configuration</string>',
    `<key>PayloadUUID</key><string>${uuid}</string>`,
    '<key>PayloadVersion</key><integer>1</integer>',
    '</dict></plist>',
    '',
  ].join('\n');
}

/** The bytes of a demo app file: a ZIP holding a note (.apk, .ipa in its Payload folder) or an empty profile. */
export function demoAppFile(name: string, type: DemoAppType, note: string): Buffer {
  if (type === 'mobileconfig') return Buffer.from(mobileConfigOf(name, note), 'utf8');
  return zipOf(type === 'ipa' ? 'Payload/README.txt' : 'README.txt', `${name}: ${note}\n`);
}
