/**
 * The App Inventor blocks of /docs/licences: the verify call's curl command run
 * through our cURL to Blocks converter in the browser and shown the way
 * /curl-to-blocks shows them (Blockly preview, Copy XML, PNGs to drop into the
 * Blocks editor), so app builders get blocks that match the live route.
 */
import { useRef } from 'react';
import type { BlocksHandle } from '../curl-to-blocks/BlocksView';
import { ConversionOutput } from '../curl-to-blocks/ConversionOutput';
import { useCurlConversion } from '../curl-to-blocks/useCurlConversion';
import '../curl-to-blocks/CurlToBlocksScreen.css';

export function LicenceBlocks({ command }: { command: string }) {
  const { state, pending } = useCurlConversion(command, 'mit');
  const blocks = useRef<BlocksHandle>(null);
  return (
    <div className="c2b licence-doc__blocks">
      <ConversionOutput state={state} pending={pending} blocks={blocks} />
    </div>
  );
}
