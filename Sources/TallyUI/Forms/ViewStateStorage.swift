#if canImport(SwiftUI)
import SwiftUI

/// Where a form view's state lives: in the caller's binding (the `init(state:)` initializers), or
/// in the view's own storage for the initializers that take plain values and bindings. In the
/// second case the caller's values are laid over the stored state on every read, and written
/// back to the caller's bindings on every write; what only the view owns (focus, an open sheet,
/// a revealed password) stays in the storage.
struct ViewStateStorage<Value> {
    private let external: Binding<Value>?
    private let overlay: (Value) -> Value
    private let write: (Value) -> Void
    /// The state the view's own storage starts from.
    let initial: Value

    /// State held by the caller.
    init(_ binding: Binding<Value>) {
        external = binding
        overlay = { $0 }
        write = { _ in }
        initial = binding.wrappedValue
    }

    /// State held by the view, starting from `initial`, with the caller's values laid over it by
    /// `overlay` and written back by `write`.
    init(initial: Value, overlay: @escaping (Value) -> Value, write: @escaping (Value) -> Void) {
        external = nil
        self.overlay = overlay
        self.write = write
        self.initial = initial
    }

    /// The state as one binding, given the view's own storage.
    func binding(local: Binding<Value>) -> Binding<Value> {
        if let external { return external }
        let overlay = overlay, write = write
        return Binding(
            get: { overlay(local.wrappedValue) },
            set: { newValue in
                local.wrappedValue = newValue
                write(newValue)
            }
        )
    }
}
#endif
