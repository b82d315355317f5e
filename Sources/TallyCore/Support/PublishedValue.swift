import Foundation

/// An immutable object that readers load without a lock, and that a writer replaces under one.
///
/// Readers load the current object with one atomic load and a retain. Every object ever
/// published stays alive until this box is released (a reader may still hold the old one), so
/// a box that may be asked to publish without end takes a `limit`, after which it keeps its
/// object and its callers do their work without it.
///
/// Not generic on purpose: a cold process instantiates no generic type to make one (the first
/// frame of an amount makes two). Callers cast what they load to the one class they publish.
final class PublishedValue: @unchecked Sendable {
    private let lock = NSLock()
    /// The current object, owned (+1) by this storage; nil before the first publication.
    private let reference = UnsafeMutablePointer<AnyObject?>.allocate(capacity: 1)
    /// Every object replaced so far, kept alive for readers that loaded it before.
    private var replaced: [AnyObject] = []
    /// How many objects may be replaced; nil for no limit.
    private let limit: Int?

    /// A box holding `value`, or nothing until ``update(_:)``, replacing at most `limit` objects
    /// (nil for no limit).
    init(_ value: AnyObject? = nil, limit: Int? = nil) {
        reference.initialize(to: value)
        self.limit = limit
    }

    deinit {
        reference.deinitialize(count: 1)
        reference.deallocate()
    }

    /// The object last published; nil before the first. Safe from any thread, without a lock.
    var value: AnyObject? {
        _stdlib_atomicLoadARCRef(object: reference)
    }

    /// Replaces the object with the one `change` makes from the current one, under the lock, so
    /// that two writers never lose each other's change. `change` returns nil to keep the current
    /// object; past the limit the current object is kept too. Returns the object in place
    /// afterwards.
    @discardableResult
    func update(_ change: (AnyObject?) -> AnyObject?) -> AnyObject? {
        lock.withLock {
            let current = value
            if let limit, replaced.count >= limit { return current }
            guard let next = change(current) else { return current }
            let slot = UnsafeMutableRawPointer(reference).assumingMemoryBound(to: UnsafeRawPointer?.self)
            var expected = UnsafeRawPointer(current.map { Unmanaged.passUnretained($0).toOpaque() })
            let desired = UnsafeRawPointer(Unmanaged.passRetained(next).toOpaque())
            // Writers hold the lock, so the exchange succeeds at the first try.
            let exchanged = _stdlib_atomicCompareExchangeStrongPtr(object: slot, expected: &expected, desired: desired)
            precondition(exchanged, "PublishedValue changed outside its lock")
            if let current {
                // The storage's own reference to the old object moves into `replaced`.
                replaced.append(current)
                Unmanaged.passUnretained(current).release()
            }
            return next
        }
    }
}
