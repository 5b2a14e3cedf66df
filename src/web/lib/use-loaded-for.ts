import { useEffect, useState } from "react";

/**
 * What `load(key)` resolved to, once it has for this very key: `undefined` before, without a key, and when it
 * failed (the caller keeps what it shows meanwhile). `load` must be stable, a module's function.
 */
export function useLoadedFor<K, T>(key: K | undefined, load: (key: K) => Promise<T>): T | undefined {
  const [loaded, setLoaded] = useState<{ key: K; value: T }>();
  useEffect(() => {
    if (key === undefined) return;
    let current = true;
    load(key).then(
      (value) => {
        if (current) setLoaded({ key, value });
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [key, load]);
  return loaded !== undefined && loaded.key === key ? loaded.value : undefined;
}
