/**
 * "Signed by AIX Market" on a version (issue 21 §3): the manifest the server signed,
 * its key id, and a shell command anyone can paste to check the signature with
 * OpenSSL and compare the file's sha256, so trust does not rest on our own tools.
 */
import type { VersionSignature } from '#shared/api/signing';
import { downloadFileName, verifyCommand } from '#shared/domain/signed-manifest';
import { CopyButton } from '../../components/CopyButton';
import './SignedBy.css';

export function SignedBy({
  signed,
  packageName,
  versionName,
}: {
  signed: VersionSignature;
  packageName: string;
  versionName: string;
}) {
  const command = verifyCommand(
    signed,
    signed.publicKeySpki,
    downloadFileName(packageName, versionName),
  );
  return (
    <details className="signed-by">
      <summary className="signed-by__summary">Signed by AIX Market</summary>
      <div className="signed-by__body">
        <p className="signed-by__note">
          Every download is checked against this Ed25519 signature (key{' '}
          <code>{signed.keyId}</code>, listed at{' '}
          <a href="/.well-known/aix-market-keys.json">
            /.well-known/aix-market-keys.json
          </a>
          ). The studio and the command line refuse a file that does not match.
        </p>
        <div className="signed-by__label">Signed manifest</div>
        <pre className="signed-by__code" aria-label="Signed manifest">
          {signed.manifest}
        </pre>
        <div className="signed-by__label">
          Check it yourself (OpenSSL 3, in the folder of the downloaded file)
          <CopyButton text={command} label={`check command for ${versionName}`} />
        </div>
        <pre className="signed-by__code" aria-label="Check command">
          {command}
        </pre>
      </div>
    </details>
  );
}
