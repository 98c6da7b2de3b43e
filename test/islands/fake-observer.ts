// jsdom has no IntersectionObserver: a stand-in that reports what the test says, as the browser would.
export class FakeObserver {
  static made: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Reports `elements` as near (on screen, top 0) or far (5000 px down), 300 x 100. */
  report(elements: Element[], near: boolean) {
    const box = DOMRect.fromRect({ x: 0, y: near ? 0 : 5000, width: 300, height: 100 });
    const entries = elements.map(
      (target) => ({ target, isIntersecting: near, boundingClientRect: box }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}
