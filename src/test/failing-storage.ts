/** A Storage whose reads throw, as the browser's does when the user blocks site data. */
export function blockedStorage(): Storage {
  return {
    getItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  } as unknown as Storage;
}

/** A Storage whose writes throw, as a full one's do; removing an item still works. */
export function fullStorage(): Storage {
  return {
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: () => {},
  } as unknown as Storage;
}
