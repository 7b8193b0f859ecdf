import { CloudOff, RefreshCw } from 'lucide-react';

interface SyncStatusProps {
  online: boolean;
  waiting: number;
  sentAt: Date | null;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

/** Says whether the list is offline, how many changes wait on this device, and when they were sent. */
export function SyncStatus({ online, waiting, sentAt }: SyncStatusProps) {
  let text: string | null;
  if (!online)
    text =
      waiting > 0
        ? `You're offline. ${changes(waiting)} waiting, kept on this device and sent when the connection returns.`
        : "You're offline. Ticks, edits and new items are kept on this device and sent when the connection returns.";
  else if (waiting > 0) text = `Sending ${changes(waiting)}...`;
  else text = sentAt ? `All changes sent at ${timeFormat.format(sentAt)}.` : null;
  return (
    <p
      role="status"
      className={
        online
          ? 'flex min-h-5 items-center gap-1.5 text-sm text-stone-600'
          : 'flex items-center gap-1.5 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900'
      }
    >
      {online ? null : <CloudOff className="h-4 w-4 shrink-0" aria-hidden />}
      {online && waiting > 0 ? <RefreshCw className="h-4 w-4 shrink-0" aria-hidden /> : null}
      {text}
    </p>
  );
}
