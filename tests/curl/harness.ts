/**
 * One fixture end to end: convert it, run the blocks through the App Inventor
 * interpreter and send the request Android would send, run real curl, and compare
 * the two raw requests that reached the capture servers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { curlToBlocks } from '#shared/curl/index';
import { classify, type ConversionClass, type TargetId } from '#shared/curl/types';
import { loadDescriptor, runBlocks, type WebDescriptor } from './app-inventor';
import { androidRequestBytes, sendRaw } from './android-http';
import { startCaptureServer } from './capture-server';
import { compareRequests } from './compare';
import { parseHttpMessage, boundaryOf } from './http-message';
import { makeSandbox, runFixture } from './run-curl';

export interface GoldenEntry {
  class: ConversionClass;
  /** Sorted warning codes (approximated) or the rejection code (rejected). */
  codes?: string[];
}

export interface FixtureReport {
  entry: GoldenEntry;
  reason?: string;
  /** Differences between real curl and the blocks; must be empty. */
  differences: string[];
  /** The same comparison with no warning waived: proves the waivers are needed. */
  unwaived: string[];
  /** Differences between today's curl and the checked-in capture. */
  captureDrift: string[];
  curlRequests: number;
}

export const DESCRIPTORS: Record<'mit' | 'kodular', WebDescriptor> = {
  mit: loadDescriptor('mit-app-inventor'),
  kodular: loadDescriptor('kodular-creator'),
};

export function goldenEntry(
  command: string,
  target: TargetId = 'mit',
): {
  entry: GoldenEntry;
  result: ReturnType<typeof curlToBlocks>;
} {
  const result = curlToBlocks(command, { target });
  const cls = classify(result);
  const entry: GoldenEntry = { class: cls };
  if (!result.ok) entry.codes = [result.code];
  else if (result.warnings.length > 0) {
    entry.codes = [...new Set(result.warnings.map(w => w.code))].sort();
  }
  return { entry, result };
}

/** Blanks the random multipart boundary so two curl runs can be compared. */
function stable(raw: Buffer): string {
  const text = raw.toString('latin1');
  const boundary = boundaryOf(/^content-type:(.*)$/im.exec(text)?.[1] ?? '');
  return boundary ? text.split(boundary).join('BOUNDARY') : text;
}

export async function checkFixture(
  fixture: string,
  storedCaptureDir: string | undefined,
  curlVersion: string,
): Promise<FixtureReport> {
  const command = fs.readFileSync(fixture, 'utf8');
  const { entry, result } = goldenEntry(command);
  const report: FixtureReport = {
    entry,
    differences: [],
    unwaived: [],
    captureDrift: [],
    curlRequests: 0,
  };
  if (!result.ok) {
    report.reason = result.reason;
    return report;
  }
  const curlServer = await startCaptureServer();
  const blocksServer = await startCaptureServer();
  const sandbox = makeSandbox(curlServer.port);
  try {
    const program = runBlocks(result.xml, DESCRIPTORS.mit);
    for (const single of [result.procedureXml, result.handlerXml]) {
      if (runBlocks(single, DESCRIPTORS.mit).topBlocks.length !== 1) {
        report.differences.push('a PNG payload must hold exactly one top-level block');
      }
    }
    if (program.calls.length !== 1)
      report.differences.push(`${program.calls.length} requests`);
    const call = program.calls[0];
    if (!call) return report;
    await sendRaw(blocksServer.port, androidRequestBytes(call, sandbox));
    const [blocksRaw] = await blocksServer.waitFor(1, 5000);

    const run = await runFixture(fixture, sandbox);
    const curlRaw = await curlServer.waitFor(1, 1000);
    report.curlRequests = curlRaw.length;
    const first = curlRaw[0];
    if (!first || !blocksRaw) {
      report.differences.push(
        `curl sent no request (exit ${run.exitCode}): ${run.stderr.trim()}`,
      );
      return report;
    }
    const curlMessage = parseHttpMessage(first);
    const blocksMessage = parseHttpMessage(blocksRaw);
    const codes = result.warnings.map(w => w.code);
    report.differences.push(
      ...compareRequests(curlMessage, blocksMessage, codes, curlVersion),
    );
    report.unwaived = compareRequests(curlMessage, blocksMessage, [], curlVersion);
    if (storedCaptureDir) {
      const stored = path.join(storedCaptureDir, 'req-01.http');
      if (fs.existsSync(stored) && stable(fs.readFileSync(stored)) !== stable(first)) {
        report.captureDrift.push(`live curl differs from ${stored}`);
      }
    }
    return report;
  } finally {
    await curlServer.close();
    await blocksServer.close();
    fs.rmSync(sandbox, { recursive: true, force: true });
  }
}
