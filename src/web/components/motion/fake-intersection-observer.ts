// For the motion components' tests: an IntersectionObserver whose entries the test delivers.

let deliver: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};

/** Delivers entries to the last observer created, the way the browser does (several at once when busy). */
export const report = (entries: Partial<IntersectionObserverEntry>[]) => deliver(entries);

export class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    deliver = (entries) => callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
  observe() {}
  disconnect() {}
}

export const offScreen = {
  isIntersecting: false,
  intersectionRatio: 0,
  intersectionRect: { height: 0 } as DOMRectReadOnly,
};
export const onScreen = {
  isIntersecting: true,
  intersectionRatio: 1,
  intersectionRect: { height: 40 } as DOMRectReadOnly,
};
