import Foundation

/// A curve that a CSS `linear()` easing is fitted to, a spring from rest or a whole keyframe track,
/// together with everything the fitted easing depends on.
///
/// A fit takes milliseconds and gives the same easing for the same inputs, so tools keep fits
/// between runs (`tally tokens` keeps them in `tokens/dist/tally-tokens.curve-fits.json`) under
/// ``key``, which names those inputs exactly, and reuse one only while its key is the same
/// (``easing(reusing:)``).
@_spi(Tally) public struct LinearEasingCurve: Sendable, Hashable {
    /// The version of the fitting, part of every ``key``.
    ///
    /// Raise it whenever a change could make a fit differ for the same inputs: to the search of
    /// ``LinearEasing/fitting(tolerance:curve:)``, to how a ``Spring`` is evaluated or how its
    /// settling duration is found, or to how a ``KeyframeTrackTimeline`` is built or evaluated.
    /// Every kept fit then has a key that no curve asks for, and is fitted again.
    @_spi(Tally) public static let fitterVersion = 1

    /// What is fitted.
    enum Shape: Sendable, Hashable {
        /// The spring from rest over its settling duration for `epsilon`; the last stop is pinned to 1.
        case spring(Spring, epsilon: Double)
        /// The track's values over its duration.
        case track(KeyframeTrackTimeline)
    }

    let shape: Shape
    /// The largest allowed distance between the easing and the curve.
    @_spi(Tally) public let tolerance: Double

    /// A curve whose tolerance (and, for a spring, settling threshold) the caller has checked.
    init(_ shape: Shape, tolerance: Double) {
        self.shape = shape
        self.tolerance = tolerance
    }

    /// The inputs of the fit as text, the same for the same inputs and different for any other.
    ///
    /// Every number is written as the shortest decimal that reads back as the very same `Double`
    /// (Swift's `description`), so no two inputs share a key. For example:
    ///
    /// - `fitter 1; tolerance 0.002; spring mass 1.0 stiffness 157.91367041742973 damping 25.132741228718345; settling epsilon 0.001`
    /// - `fitter 1; tolerance 0.002; keyframe track from 0.0: cubic to 20.0 over 0.1; spring response 0.3 dampingFraction 0.5 to 0.0 over 0.3`
    ///
    /// A spring is named by the coefficients it is evaluated with; a keyframe track by its initial
    /// value and its keyframes as written (kind, value, duration), from which its evaluation is built.
    /// The property a track animates is not part of its key: it does not change the fit.
    @_spi(Tally) public var key: String {
        var text = "fitter \(Self.fitterVersion); tolerance \(tolerance.description); "
        switch shape {
        case let .spring(spring, epsilon):
            text += "spring mass \(spring.mass.description) stiffness \(spring.stiffness.description) damping \(spring.damping.description)"
            text += "; settling epsilon \(epsilon.description)"
        case let .track(track):
            text += "keyframe track from \(track.initialValue.description):"
            for (index, keyframe) in track.keyframes.enumerated() {
                text += index == 0 ? " " : "; "
                switch keyframe.kind {
                case .linear: text += "linear"
                case .cubic: text += "cubic"
                case .move: text += "move"
                case let .spring(spring):
                    text += "spring response \(spring.response.description) dampingFraction \(spring.dampingFraction.description)"
                }
                text += " to \(keyframe.value.description) over \(keyframe.duration.description)"
            }
        }
        return text
    }

    /// The easing fitted afresh, made once per process for each curve.
    ///
    /// - Throws: The ``LinearEasingError`` of a curve that cannot be fitted.
    @_spi(Tally) public func fitted() throws -> LinearEasing {
        try fitted(key: key)
    }

    /// ``fitted()`` for a curve whose ``key`` is `key`.
    private func fitted(key: String) throws -> LinearEasing {
        let fit = Self.fits.value(for: key) {
            Result {
                switch shape {
                case let .spring(spring, epsilon):
                    let duration = spring.settlingDuration(epsilon: epsilon)
                    return try LinearEasing.fit(tolerance: tolerance, pinnedEnd: 1) { progress in
                        spring.value(at: progress * duration)
                    }
                case let .track(track):
                    let duration = track.duration
                    return try LinearEasing.fitting(tolerance: tolerance) { progress in
                        track.value(at: progress * duration)
                    }
                }
            }
        }
        return try fit.get()
    }

    /// The easing `fits` holds under ``key``, or else ``fitted()``.
    ///
    /// - Throws: The ``LinearEasingError`` of a curve that is not in `fits` and cannot be fitted.
    @_spi(Tally) public func easing(reusing fits: LinearEasingFits) throws -> LinearEasing {
        let key = key
        if !fits.isEmpty, let kept = fits[key] { return kept }
        return try fitted(key: key)
    }

    /// Fits already made in this process, under each curve's ``key``.
    ///
    /// Keyed by the text, which names every input of the fit, rather than by the curve: an entry
    /// keeps a few hundred bytes of text, not a keyframe track's whole timeline, and holds no
    /// reference inside a multi-payload enum (``Shape``), whose case tag Swift keeps in the
    /// reference's spare bits, where a leak checker cannot see it as a pointer.
    private static let fits = CompiledCache<String, Result<LinearEasing, any Error>>()
}

/// Fitted `linear()` easings kept from an earlier run, each under the ``LinearEasingCurve/key`` of
/// the curve it was fitted to.
///
/// Whoever fills it vouches that each easing is what ``LinearEasingCurve/fitted()`` gives for its
/// key: `tally tokens` writes them from fits it made, and a test fits every kept curve again and
/// compares.
@_spi(Tally) public struct LinearEasingFits: Sendable, Hashable {
    private var easings: [String: LinearEasing]

    /// No kept fits: every curve is fitted.
    @_spi(Tally) public static let empty = LinearEasingFits()

    /// Kept fits by key.
    @_spi(Tally) public init(_ easings: [String: LinearEasing] = [:]) {
        self.easings = easings
    }

    /// The easing kept under `key`, if any.
    @_spi(Tally) public subscript(key: String) -> LinearEasing? {
        get { easings[key] }
        set { easings[key] = newValue }
    }

    /// The keys, sorted.
    @_spi(Tally) public var keys: [String] { easings.keys.sorted() }

    /// How many fits are kept.
    @_spi(Tally) public var count: Int { easings.count }

    /// Whether no fit is kept.
    @_spi(Tally) public var isEmpty: Bool { easings.isEmpty }
}
