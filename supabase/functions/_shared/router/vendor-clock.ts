/** Wall time during which at least one vendor call was in flight (hedges overlap, so a union). */
export class VendorClock {
  #inFlight = 0;
  #busySince = 0;
  #total = 0;

  start(at: number): void {
    if (this.#inFlight === 0) this.#busySince = at;
    this.#inFlight++;
  }

  stop(at: number): void {
    this.#inFlight--;
    if (this.#inFlight === 0) this.#total += at - this.#busySince;
  }

  total(at: number): number {
    return this.#inFlight > 0 ? this.#total + at - this.#busySince : this.#total;
  }
}
