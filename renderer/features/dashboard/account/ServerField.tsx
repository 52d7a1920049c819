/**
 * Desktop studio only: which AIX Market server the studio talks to (both backends).
 * Checked here for the shape main accepts (an http(s) origin); main checks again.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/FormField';
import { usePlatform } from '../../../platform/PlatformContext';

const ORIGIN = /^https?:\/\/[^\s/@]+\/?$/;
const SHAPE = 'Enter the server as http(s)://host[:port], nothing after.';

export function ServerField() {
  const platform = usePlatform();
  const [value, setValue] = useState(platform.functionsBaseUrl);
  const [problem, setProblem] = useState<string | undefined>();
  const setServer = platform.setServer;
  if (!setServer) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = value.trim();
    if (!ORIGIN.test(url)) return setProblem(SHAPE);
    setProblem(undefined);
    setServer(url).then(
      () => window.location.reload(),
      (error: unknown) => setProblem(error instanceof Error ? error.message : SHAPE),
    );
  };
  return (
    <form className="server-field" onSubmit={submit} noValidate>
      <TextField
        id="studio-server"
        label="Server"
        type="url"
        value={value}
        error={problem}
        hint="The AIX Market server this studio publishes to and downloads from."
        onChange={event => setValue(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        Use this server
      </Button>
    </form>
  );
}
