import { useState } from 'react';

/**
 * A file a button downloads: busy while it comes, and the words of its failure, from
 * `describeFailure`, for the alert beside the button.
 */
export function useDownload(run: () => Promise<void>, describeFailure: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const download = async () => {
    setBusy(true);
    setFailure('');
    try {
      await run();
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, download };
}
