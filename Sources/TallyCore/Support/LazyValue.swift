import Foundation

/// A value computed the first time it is read, once, whichever thread reads it first; later
/// reads take no lock.
///
/// The value is published through one atomic reference (the standard library's ARC-reference
/// primitives, which Foundation's own lazy caches use): a read is an atomic load, and only the
/// first reads wait on the lock while the value is made.
final class LazyValue<Value: Sendable>: @unchecked Sendable {
    /// The made value, boxed so that it can be published as one reference.
    private final class Box {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private let lock = NSLock()
    private let reference = UnsafeMutablePointer<AnyObject?>.allocate(capacity: 1)
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
        reference.initialize(to: nil)
    }

    deinit {
        reference.deinitialize(count: 1)
        reference.deallocate()
    }

    /// Whether the value has been made.
    var isMade: Bool { _stdlib_atomicLoadARCRef(object: reference) != nil }

    /// The value, made on the first read.
    var value: Value {
        if let published = _stdlib_atomicLoadARCRef(object: reference) {
            return unsafeDowncast(published, to: Box.self).value
        }
        return lock.withLock {
            if let published = _stdlib_atomicLoadARCRef(object: reference) {
                return unsafeDowncast(published, to: Box.self).value
            }
            let box = Box(make())
            _ = _stdlib_atomicInitializeARCRef(object: reference, desired: box)
            return box.value
        }
    }
}
