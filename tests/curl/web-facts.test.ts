/**
 * Our own Web component facts (tests/fixtures/curl) stand in for the reference
 * descriptors on a clone without ../shared; where the descriptors are present,
 * the facts must say exactly what they say, so the two can never drift apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_FACTS, type WebDescriptor } from '../fixtures/curl/web-component-facts';
import { reference, titled } from '../support/reference';

const descriptors = reference('corpus/curl/appinventor');

/** The parts of a descriptor the blocks and the interpreter use, in a stable order. */
function facts(descriptor: WebDescriptor) {
  const byName = <T extends { name: string }>(items: T[]) =>
    [...items].sort((a, b) => a.name.localeCompare(b.name));
  return {
    name: descriptor.name,
    version: descriptor.version,
    methods: byName(descriptor.methods).map(m => ({
      name: m.name,
      params: m.params.map(p => p.name),
      returns: m.returnType ?? null,
    })),
    blockProperties: byName(descriptor.blockProperties).map(p => [p.name, p.rw]),
    events: byName(descriptor.events).map(e => [e.name, e.params.map(p => p.name)]),
  };
}

describe.skipIf(!descriptors.present)(
  titled('Web component facts agree with the reference descriptors', descriptors),
  () => {
    for (const target of ['mit-app-inventor', 'kodular-creator'] as const) {
      it(target, () => {
        const file = path.join(descriptors.path, `web-component.${target}.json`);
        const real = JSON.parse(fs.readFileSync(file, 'utf8')) as WebDescriptor;
        expect(facts(WEB_FACTS[target])).toEqual(facts(real));
      });
    }
  },
);
