import { lazy, Suspense, useState, type ComponentType } from 'react';

type DialogProps = { open: boolean } & Record<string, unknown>;

/**
 * A dialog whose code is downloaded the first time it opens, not with the page that may open it
 * (profile, settings, upgrade...). Once opened it stays mounted, so it closes with its animation.
 */
export function lazyDialog<M, K extends keyof M & string>(load: () => Promise<M>, name: K): M[K] {
  const Dialog = lazy(() =>
    load().then((module) => ({ default: module[name] as unknown as ComponentType<DialogProps> })),
  );
  function LazyDialog(props: DialogProps) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  LazyDialog.displayName = `Lazy(${name})`;
  return LazyDialog as unknown as M[K];
}
