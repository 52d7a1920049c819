/**
 * Small but valid .aix builds made from a few facts, with our own zip writer: the
 * Rush layout of aix-format.md (components.json, build infos with permissions and
 * min SDK, extension.properties, a real PNG icon, the jars). The demo catalogue
 * stores one per version, and tests on a clone without the reference corpus
 * publish, download and diff these instead.
 */
import { solidPng } from '../png/solid-png';
import { createZip, type ZipEntryInput } from '../zip/zip-writer';

export interface SampleAixFacts {
  /** Java package, e.g. `com.example.toast`; the component's type is `<package>.<name>`. */
  packageName: string;
  /** The component's (and block drawer's) name. */
  component: string;
  /** The descriptor's integer version (App Inventor's version code). */
  version: number;
  versionName: string;
  /** Short names (`CAMERA`) become `android.permission.CAMERA`; dotted names stay. */
  permissions?: readonly string[];
  minSdk?: number;
  description?: string;
  /** Icon colour; a different colour gives different bytes for the same facts. */
  iconRgb?: readonly [number, number, number];
  /** Name the icon by this web address instead of packing one (as many real builds do). */
  iconUrl?: string;
  /** Fixed entry times so the same facts always give the same bytes (and sha256). */
  builtAt?: Date;
}

const encoder = new TextEncoder();
const text = (value: string) => encoder.encode(value);

function permissionName(name: string): string {
  return name.includes('.') ? name : `android.permission.${name}`;
}

function descriptor(facts: SampleAixFacts) {
  return {
    type: `${facts.packageName}.${facts.component}`,
    name: facts.component,
    external: 'true',
    version: String(facts.version),
    versionName: facts.versionName,
    dateBuilt: (facts.builtAt ?? new Date(0)).toISOString(),
    categoryString: 'EXTENSION',
    helpString: facts.description ?? `${facts.component} for App Inventor.`,
    helpUrl: '',
    showOnPalette: 'true',
    nonVisible: 'true',
    iconName: facts.iconUrl ?? 'aiwebres/icon.png',
    licenseName: '',
    androidMinSdk: facts.minSdk ?? 7,
    properties: [
      { name: 'Enabled', editorType: 'boolean', defaultValue: 'True', editorArgs: [] },
    ],
    blockProperties: [
      {
        name: 'Enabled',
        description: 'Whether the component acts.',
        type: 'boolean',
        rw: 'read-write',
        deprecated: 'false',
      },
    ],
    events: [
      {
        name: 'Done',
        description: 'After the work finished.',
        deprecated: 'false',
        params: [{ name: 'result', type: 'text' }],
      },
    ],
    methods: [
      {
        name: 'Start',
        description: 'Starts the work.',
        deprecated: 'false',
        params: [{ name: 'input', type: 'text' }],
      },
    ],
  };
}

export function buildSampleAix(facts: SampleAixFacts): Uint8Array {
  const root = facts.packageName;
  const modified = facts.builtAt ?? new Date(Date.UTC(2026, 0, 1));
  const jar = (names: readonly string[]) =>
    createZip(
      names.map(name => ({
        name,
        data: text(name.endsWith('.MF') ? 'Manifest-Version: 1.0\n' : 'class'),
        modified,
      })),
      modified,
    );
  const type = `${facts.packageName}.${facts.component}`;
  const entries: ZipEntryInput[] = [
    ...(facts.iconUrl
      ? []
      : [
          {
            name: `${root}/aiwebres/icon.png`,
            data: solidPng(64, facts.iconRgb ?? [37, 99, 235]),
          },
        ]),
    {
      name: `${root}/components.json`,
      data: text(JSON.stringify([descriptor(facts)], null, 2)),
    },
    {
      name: `${root}/files/component_build_infos.json`,
      data: text(
        JSON.stringify([
          {
            type,
            androidMinSdk: [facts.minSdk ?? 7],
            permissions: (facts.permissions ?? []).map(permissionName),
          },
        ]),
      ),
    },
    {
      name: `${root}/extension.properties`,
      data: text('type=external\nrush-version=1.2.4\n'),
    },
    { name: `${root}/classes.jar`, data: jar(['classes.dex']) },
    {
      name: `${root}/files/AndroidRuntime.jar`,
      data: jar(['META-INF/MANIFEST.MF', `${type.replaceAll('.', '/')}.class`]),
    },
  ];
  return createZip(
    entries.map(entry => ({ ...entry, modified })),
    modified,
  );
}
