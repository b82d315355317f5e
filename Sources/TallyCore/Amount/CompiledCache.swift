import Foundation

/// A process-wide map from keys to compiled values, filled on first use.
///
/// `@unchecked Sendable` is safe here: the only mutable state is `storage`, `recentKeys` and `recentValues`, which are
/// private and read or written only while `lock` is held (every access goes through
/// `lock.withLock`, directly or in `lookUp` and `remember`, which are called only inside it); the
/// stored values are themselves `Sendable` and are returned by copy. Compilation runs outside the
/// lock so that slow compiles of different keys do not wait for each other; when two tasks
/// compile the same key at once, the first to store wins and both return that stored value.
final class CompiledCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    /// The values whose keys left ``recentKeys``.
    private var storage = [Key: Value]()
    /// The last few keys looked up, most recent first: an app types in one or two currencies,
    /// and comparing a few keys costs less than hashing one.
    private var recentKeys: [Key] = []
    /// The values of ``recentKeys``, at the same index.
    private var recentValues: [Value] = []
    private static var recentCapacity: Int { 4 }

    init() {
        recentKeys.reserveCapacity(Self.recentCapacity)
        recentValues.reserveCapacity(Self.recentCapacity)
    }

    /// The stored value for `key`, or the result of `compile`, stored for next time.
    func value(for key: Key, compile: () -> Value) -> Value {
        if let stored = lock.withLock({ lookUp(key) }) { return stored }
        let compiled = compile()
        return lock.withLock {
            if let stored = lookUp(key) { return stored }
            remember(key, compiled)
            return compiled
        }
    }

    /// The value for `key` if stored; call with the lock held.
    private func lookUp(_ key: Key) -> Value? {
        for index in recentKeys.indices where recentKeys[index] == key { return recentValues[index] }
        // The dictionary holds the keys that left the recent ones: empty, it is not hashed into
        // (a cold process's first amount pays for no dictionary code).
        guard !storage.isEmpty, let stored = storage[key] else { return nil }
        remember(key, stored)
        return stored
    }

    /// Puts `key` first among the recent keys, moving the least recent one to the dictionary;
    /// call with the lock held.
    private func remember(_ key: Key, _ value: Value) {
        // Shifted by hand rather than inserted at 0: plain subscripts, no generic range
        // replacement for a cold process to page in.
        if recentKeys.count == Self.recentCapacity {
            storage[recentKeys[recentKeys.count - 1]] = recentValues[recentValues.count - 1]
        } else {
            recentKeys.append(key)
            recentValues.append(value)
        }
        var index = recentKeys.count - 1
        while index > 0 {
            recentKeys[index] = recentKeys[index - 1]
            recentValues[index] = recentValues[index - 1]
            index -= 1
        }
        recentKeys[0] = key
        recentValues[0] = value
    }

    /// How many values are stored.
    var count: Int {
        lock.withLock { storage.count + recentKeys.filter { storage[$0] == nil }.count }
    }

    /// Whether a value is stored for `key`.
    func contains(_ key: Key) -> Bool { lock.withLock { recentKeys.contains(key) || storage[key] != nil } }
}
