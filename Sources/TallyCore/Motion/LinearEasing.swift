import Foundation

/// The CSS `linear()` easing function (CSS Easing Functions Level 2) as a value: a piecewise-linear
/// map from input progress to output progress through a list of stops.
///
/// Invariants, enforced by every initializer and by decoding: at least two stops; all inputs and
/// outputs finite; outputs inside ``outputRange``; the first input is exactly 0, the last exactly 1,
/// and inputs strictly increase. `-0` is stored as `0`.
@_spi(Tally) public struct LinearEasing: Sendable, Hashable, Codable {
    /// One control point of a ``LinearEasing``: at progress `input` the easing outputs `output`.
    @_spi(Tally) public struct Stop: Sendable, Hashable, Codable {
        /// The input progress, in `0...1` inside a valid easing (printed as a percentage in CSS).
        @_spi(Tally) public var input: Double
        /// The output progress at `input`; may leave `0...1` (for overshoot) but stays in ``LinearEasing/outputRange``.
        @_spi(Tally) public var output: Double

        /// Creates a stop; validity is checked when stops are assembled into a ``LinearEasing``.
        @_spi(Tally) public init(input: Double, output: Double) {
            self.input = input
            self.output = output
        }
    }

    /// The stops, ordered by strictly increasing input from 0 to 1.
    @_spi(Tally) public let stops: [Stop]

    /// Outputs (and fitted curve values) accepted by this type.
    @_spi(Tally) public static let outputRange: ClosedRange<Double> = -1e6...1e6
    /// The smallest tolerance ``fitting(tolerance:curve:)`` accepts: twice the output rounding step's half-width.
    @_spi(Tally) public static let minimumTolerance = 0.0001

    /// Creates an easing from explicit stops.
    ///
    /// - Throws: ``LinearEasingError/tooFewStops(count:)``, ``LinearEasingError/nonFiniteStop(index:)``,
    ///   ``LinearEasingError/outputOutOfRange(index:output:)``, ``LinearEasingError/firstInputNotZero(input:)``,
    ///   ``LinearEasingError/lastInputNotOne(input:)`` or ``LinearEasingError/inputsNotIncreasing(index:previous:input:)``
    ///   when the stops break the invariants.
    @_spi(Tally) public init(stops: [Stop]) throws {
        guard stops.count >= 2 else { throw LinearEasingError.tooFewStops(count: stops.count) }
        var normalized: [Stop] = []
        normalized.reserveCapacity(stops.count)
        for (index, stop) in stops.enumerated() {
            guard stop.input.isFinite, stop.output.isFinite else { throw LinearEasingError.nonFiniteStop(index: index) }
            guard LinearEasing.outputRange.contains(stop.output) else {
                throw LinearEasingError.outputOutOfRange(index: index, output: stop.output)
            }
            if let previous = normalized.last, !(stop.input > previous.input) {
                throw LinearEasingError.inputsNotIncreasing(index: index, previous: previous.input, input: stop.input)
            }
            // Adding +0 turns -0 into +0 and leaves every other value unchanged.
            normalized.append(Stop(input: stop.input + 0, output: stop.output + 0))
        }
        if let first = normalized.first, first.input != 0 { throw LinearEasingError.firstInputNotZero(input: first.input) }
        if let last = normalized.last, last.input != 1 { throw LinearEasingError.lastInputNotOne(input: last.input) }
        self.stops = normalized
    }

    /// The output progress for `progress`, by linear interpolation between the two stops around it, as
    /// CSS specifies for `linear()`.
    ///
    /// At a stop's input the stop's output is returned exactly. `progress` is clamped to `0...1` (CSS
    /// would extrapolate the first or last segment instead) and NaN counts as 0, so the result is
    /// always finite and lies between the smallest and largest output.
    @_spi(Tally) public func value(at progress: Double) -> Double {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        var low = 0
        var high = stops.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if stops[middle].input <= p { low = middle } else { high = middle }
        }
        let a = stops[low]
        let b = stops[high]
        if p == a.input { return a.output }
        if p == b.input { return b.output }
        let fraction = (p - a.input) / (b.input - a.input)
        return a.output + (b.output - a.output) * fraction
    }

    // MARK: CSS text

    /// The CSS text of this easing, for example `linear(0, 0.2403 6.25%, 0.6 12.5%, 1)`.
    ///
    /// The first and last stops are printed without a percentage (their inputs are always 0% and 100%);
    /// every other stop prints its output followed by its input as a percentage. Numbers are printed in
    /// plain decimal notation (never exponent form) using the shortest digits that identify the `Double`,
    /// with no trailing zeros and never as `-0`, so ``init(cssFunction:)`` reads back exactly the same stops.
    @_spi(Tally) public var cssFunction: String {
        var parts: [String] = []
        parts.reserveCapacity(stops.count)
        for (index, stop) in stops.enumerated() {
            let isEnd = index == 0 || index == stops.count - 1
            var text = LinearEasing.plainDecimal(stop.output)
            if !isEnd {
                text += " " + LinearEasing.plainDecimal(stop.input, shiftingPointBy: 2) + "%"
            }
            parts.append(text)
        }
        return "linear(" + parts.joined(separator: ", ") + ")"
    }

    /// Parses CSS `linear()` text such as ``cssFunction`` produces.
    ///
    /// Accepted grammar: optional whitespace, `linear` (ASCII case-insensitive), `(`, then one or more
    /// comma-separated stops, `)`, optional whitespace. A stop is a CSS number (the output, e.g. `-0.5`,
    /// `.25`, `1e-3`) followed by up to two percentages (the inputs, e.g. `12.5%`). As in CSS, a missing
    /// first or last input means 0% or 100%, an input smaller than an earlier one is raised to it, runs of
    /// missing inputs are spread evenly, and a stop with two percentages becomes two stops with the same
    /// output. The result must then meet this type's invariants.
    ///
    /// - Throws: ``LinearEasingError/syntax(message:offset:)`` for malformed text (with the UTF-8 byte
    ///   offset of the problem), or the invariant errors of ``init(stops:)``, for example
    ///   ``LinearEasingError/inputsNotIncreasing(index:previous:input:)`` for repeated inputs.
    @_spi(Tally) public init(cssFunction: String) throws {
        var parser = LinearFunctionParser(text: cssFunction)
        let entries = try parser.parse()
        try self.init(stops: LinearEasing.resolveInputs(entries))
    }

    // MARK: Fitting

    /// The number of evenly spaced intervals of the fitting grid; stop inputs are multiples of 1/8000.
    static let gridDivisions = 8000
    /// The number of evenly spaced intervals of the final verification grid.
    static let verificationDivisions = 32000
    /// Outputs are chosen on a grid of 1/10000 (4 decimal places).
    static let outputScale = 10_000.0

    /// Fits the easing with the fewest stops found that stays within `tolerance` of `curve` on `0...1`.
    ///
    /// Guarantees, checked on the exact stops that are returned (and therefore printed by ``cssFunction``):
    ///
    /// - `|value(at: p) − curve(p)| ≤ tolerance` for every `p = i / 32000`, `i = 0…32000`, which
    ///   includes every stop input;
    /// - stop inputs are multiples of 1/8000 (at most 6 decimal places, 4 as a percentage) and outputs are
    ///   multiples of 0.0001 (4 decimal places);
    /// - the first output is `curve(0)` and the last is `curve(1)`, each rounded to 4 decimal places
    ///   (so exactly 0 and 1 when the curve starts at 0 and ends at 1).
    ///
    /// The search samples `curve` at 8001 points, then walks from stop to stop choosing, among the
    /// candidate next stops with the furthest reach, the input and rounded output that let the following
    /// segment reach furthest (a small beam search). Stops are rounded while they are chosen and the
    /// search works to `tolerance` minus a reserve derived from the sampled curvature, so points between
    /// grid samples stay within `tolerance` too; the rounded result is then re-verified on the finer grid
    /// above and the reserve is enlarged if that ever fails.
    ///
    /// - Parameters:
    ///   - tolerance: The largest allowed absolute error; at least ``minimumTolerance``.
    ///   - curve: The function to approximate; called only with inputs in `0...1`.
    /// - Throws: ``LinearEasingError/invalidTolerance(_:)``, ``LinearEasingError/nonFiniteCurveValue(input:value:)``,
    ///   ``LinearEasingError/curveValueOutOfRange(input:value:)``, or ``LinearEasingError/cannotFit(tolerance:input:)``
    ///   when the curve jumps too steeply for the 1/8000 input grid.
    @_spi(Tally) public static func fitting(tolerance: Double, curve: (Double) -> Double) throws -> LinearEasing {
        try fit(tolerance: tolerance, pinnedEnd: nil, curve: curve)
    }

    /// The fitter behind ``fitting(tolerance:curve:)``; `pinnedEnd`, when given, replaces the rounded
    /// `curve(1)` as the final stop's output (the final error at input 1 is still checked against `curve(1)`).
    static func fit(tolerance: Double, pinnedEnd: Double?, curve: (Double) -> Double) throws
        -> LinearEasing
    {
        guard tolerance.isFinite, tolerance >= minimumTolerance else { throw LinearEasingError.invalidTolerance(tolerance) }
        let divisions = gridDivisions
        var samples: [Double] = []
        samples.reserveCapacity(divisions + 1)
        for index in 0...divisions {
            let input = Double(index) / Double(divisions)
            samples.append(try checkedCurveValue(curve, at: input))
        }
        let first = roundedOutput(samples[0])
        let last = pinnedEnd ?? roundedOutput(samples[divisions])

        // Between two samples a smooth curve departs from its chord by at most |f''|·h²/8. The second
        // differences around each sample estimate |f''|·h² there; each sample's reserve is half of the
        // largest nearby one (the estimate doubled), so the search works to a locally reduced budget.
        var secondDifferences = [Double](repeating: 0, count: divisions + 1)
        for index in 1..<divisions {
            secondDifferences[index] = abs(samples[index - 1] - 2 * samples[index] + samples[index + 1])
        }
        var localReserve = [Double](repeating: 0, count: divisions + 1)
        for index in 0...divisions {
            let low = max(index - 2, 0)
            let high = min(index + 2, divisions)
            localReserve[index] = (secondDifferences[low...high].max() ?? 0) / 4
        }
        var scale = 1.0
        var extra = 1e-9
        var failure = 0.0
        for _ in 0..<4 {
            let budgets = localReserve.map { tolerance - ($0 * scale + extra) }
            let search = FitSearch(samples: samples, budgets: budgets, first: first, last: last)
            switch search.run() {
            case let .stops(stops):
                let easing = try LinearEasing(stops: stops)
                if let worst = try verify(easing, against: curve, tolerance: tolerance) {
                    failure = worst
                } else {
                    return easing
                }
            case let .stuck(input):
                failure = input
            }
            scale *= 2
            extra += tolerance / 16
        }
        throw LinearEasingError.cannotFit(tolerance: tolerance, input: failure)
    }

    /// Returns `nil` when `easing` is within `tolerance` of `curve` on the verification grid and at every
    /// stop, or the first input where it is not.
    private static func verify(_ easing: LinearEasing, against curve: (Double) -> Double, tolerance: Double)
        throws -> Double?
    {
        let divisions = verificationDivisions
        for index in 0...divisions {
            let input = Double(index) / Double(divisions)
            let value = try checkedCurveValue(curve, at: input)
            if !(abs(easing.value(at: input) - value) <= tolerance) { return input }
        }
        for stop in easing.stops {
            let value = try checkedCurveValue(curve, at: stop.input)
            if !(abs(stop.output - value) <= tolerance) { return stop.input }
        }
        return nil
    }

    private static func checkedCurveValue(_ curve: (Double) -> Double, at input: Double) throws
        -> Double
    {
        let value = curve(input)
        guard value.isFinite else { throw LinearEasingError.nonFiniteCurveValue(input: input, value: value) }
        guard outputRange.contains(value) else { throw LinearEasingError.curveValueOutOfRange(input: input, value: value) }
        return value
    }

    /// `value` rounded to 4 decimal places, as the nearest `Double` to that decimal, never `-0`.
    static func roundedOutput(_ value: Double) -> Double {
        (value * outputScale).rounded() / outputScale + 0
    }

    // MARK: Number formatting

    /// `value` (times 10^`shift`) in plain decimal notation using the shortest round-trip digits of `value`.
    static func plainDecimal(_ value: Double, shiftingPointBy shift: Int = 0) -> String {
        guard value != 0 else { return "0" }
        guard value.isFinite else { return value.description }
        let text = value.magnitude.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = parts.first ?? ""
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let pieces = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerDigits = pieces.first ?? ""
        let fractionDigits = pieces.count > 1 ? pieces[1] : ""
        var digits = Array(integerDigits) + Array(fractionDigits)
        var point = integerDigits.count + exponent + shift
        while digits.count > 1, digits.first == "0" {
            digits.removeFirst()
            point -= 1
        }
        while digits.count > 1, digits.last == "0" {
            digits.removeLast()
        }
        let body: String
        if point <= 0 {
            body = "0." + String(repeating: "0", count: -point) + String(digits)
        } else if point >= digits.count {
            body = String(digits) + String(repeating: "0", count: point - digits.count)
        } else {
            body = String(digits[..<point]) + "." + String(digits[point...])
        }
        return (value < 0 ? "-" : "") + body
    }

    // MARK: Input resolution

    /// Applies CSS's rules for missing and decreasing inputs to parsed `(output, inputs)` entries.
    static func resolveInputs(_ entries: [(output: Double, inputs: [Double])]) -> [Stop] {
        var outputs: [Double] = []
        var inputs: [Double?] = []
        for entry in entries {
            if entry.inputs.isEmpty {
                outputs.append(entry.output)
                inputs.append(nil)
            } else {
                for input in entry.inputs {
                    outputs.append(entry.output)
                    inputs.append(input)
                }
            }
        }
        guard !inputs.isEmpty else { return [] }
        if inputs[0] == nil { inputs[0] = 0 }
        if inputs.count > 1, inputs[inputs.count - 1] == nil { inputs[inputs.count - 1] = 1 }
        var largest = -Double.infinity
        for index in inputs.indices {
            if let input = inputs[index] {
                largest = max(largest, input)
                inputs[index] = largest
            }
        }
        var resolved: [Double] = inputs.map { $0 ?? 0 }
        var anchor = 0
        for index in inputs.indices.dropFirst() {
            guard let input = inputs[index] else { continue }
            let gap = index - anchor
            if gap > 1 {
                let start = resolved[anchor]
                for step in 1..<gap {
                    resolved[anchor + step] = start + (input - start) * Double(step) / Double(gap)
                }
            }
            anchor = index
        }
        return zip(resolved, outputs).map { Stop(input: $0.0, output: $0.1) }
    }

    // MARK: Coding

    private enum CodingKeys: String, CodingKey {
        case stops
    }

    /// Decodes `stops` and validates them exactly like ``init(stops:)``; invalid stops throw
    /// `DecodingError.dataCorrupted`.
    @_spi(Tally) public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let stops = try container.decode([Stop].self, forKey: .stops)
        do {
            try self.init(stops: stops)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: String(describing: error)))
        }
    }

    /// Encodes `stops`.
    @_spi(Tally) public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stops, forKey: .stops)
    }
}

// MARK: - Fitting search

/// The stop search of ``LinearEasing/fit(tolerance:pinnedEnd:curve:)`` over a uniform sample grid.
private struct FitSearch {
    enum Outcome {
        case stops([LinearEasing.Stop])
        case stuck(input: Double)
    }

    /// A candidate stop (grid index and rounded output) and the arena index of the path leading to it.
    struct Node {
        var index: Int
        var output: Double
        var path: Int
    }

    /// The rounded outputs reachable at one grid index from a given stop.
    struct Window {
        var index: Int
        var lowUnits: Double
        var highUnits: Double
    }

    /// How many candidate states survive each step.
    static let beamWidth = 6
    /// How many of the furthest reachable grid indices are tried as the next stop.
    static let indexCandidates = 12
    /// How many rounded outputs are tried per candidate index.
    static let outputCandidates = 9

    let samples: [Double]
    /// The allowed error at each sample (the tolerance minus that sample's reserve).
    let budgets: [Double]
    let first: Double
    let last: Double

    var divisions: Int { samples.count - 1 }

    func input(_ index: Int) -> Double { Double(index) / Double(divisions) }

    /// How far a segment starting at this stop can reach: the furthest index with a window, or past
    /// the end. The same walk as the search's own, keeping only the last window's index, so the
    /// hundreds of reach probes of each step allocate nothing.
    func reach(from index: Int, output: Double) -> Int {
        var furthest = index
        if walk(from: index, output: output, visit: { furthest = $0.index }) { return divisions + 1 }
        return furthest
    }

    /// Scans forward from a stop, maintaining the cone of slopes that keeps every sample within the
    /// budget: calls `visit` with the window of rounded outputs at each reachable index, in index
    /// order, and returns whether the pinned last output is reachable.
    @inline(__always)
    private func walk(from index: Int, output: Double, visit: (Window) -> Void) -> Bool {
        let start = input(index)
        var lowSlope = -Double.infinity
        var highSlope = Double.infinity
        var next = index + 1
        while next <= divisions {
            let distance = input(next) - start
            let sample = samples[next]
            let budget = budgets[next]
            guard budget > 0 else { break }
            lowSlope = max(lowSlope, (sample - budget - output) / distance)
            highSlope = min(highSlope, (sample + budget - output) / distance)
            if lowSlope > highSlope { break }
            let low = output + lowSlope * distance
            let high = output + highSlope * distance
            if next == divisions {
                return low <= last && last <= high
            }
            let lowUnits = (low * LinearEasing.outputScale).rounded(.up)
            let highUnits = (high * LinearEasing.outputScale).rounded(.down)
            if lowUnits <= highUnits {
                visit(Window(index: next, lowUnits: lowUnits, highUnits: highUnits))
            }
            next += 1
        }
        return false
    }

    /// A stop of a candidate path and the stop before it (an index into the arena of all stops
    /// made; -1 for the first), so a new candidate adds one entry instead of copying its path.
    private struct PathEntry {
        let stop: LinearEasing.Stop
        let previous: Int
    }

    /// A candidate stop and the index of its path's last entry.
    private struct Candidate {
        let index: Int
        let output: Double
        let path: Int
        let reach: Int
        let closeness: Double
    }

    /// The stops of the path ending at arena entry `end`, first to last.
    private static func stops(endingAt end: Int, in arena: [PathEntry]) -> [LinearEasing.Stop] {
        var stops: [LinearEasing.Stop] = []
        var entry = end
        while entry >= 0 {
            stops.append(arena[entry].stop)
            entry = arena[entry].previous
        }
        return stops.reversed()
    }

    func run() -> Outcome {
        var arena = [PathEntry(stop: LinearEasing.Stop(input: 0, output: first), previous: -1)]
        var beam = [Node(index: 0, output: first, path: 0)]
        var candidates: [Candidate] = []
        var windows: [Window] = []
        while true {
            candidates.removeAll(keepingCapacity: true)
            var stuckAt = 0
            for node in beam {
                windows.removeAll(keepingCapacity: true)
                if walk(from: node.index, output: node.output, visit: { windows.append($0) }) {
                    arena.append(PathEntry(stop: LinearEasing.Stop(input: 1, output: last), previous: node.path))
                    return .stops(Self.stops(endingAt: arena.count - 1, in: arena))
                }
                stuckAt = max(stuckAt, node.index)
                for window in FitSearch.spread(windows, count: FitSearch.indexCandidates) {
                    let sample = samples[window.index]
                    for units in FitSearch.outputs(in: window, near: sample) {
                        let output = units / LinearEasing.outputScale + 0
                        arena.append(PathEntry(stop: LinearEasing.Stop(input: input(window.index), output: output), previous: node.path))
                        candidates.append(Candidate(index: window.index, output: output, path: arena.count - 1,
                                                    reach: reach(from: window.index, output: output), closeness: abs(output - sample)))
                    }
                }
            }
            guard !candidates.isEmpty else { return .stuck(input: input(stuckAt)) }
            candidates.sort { lhs, rhs in
                if lhs.reach != rhs.reach { return lhs.reach > rhs.reach }
                if lhs.index != rhs.index { return lhs.index > rhs.index }
                return lhs.closeness < rhs.closeness
            }
            var kept: [Node] = []
            for candidate in candidates where kept.count < FitSearch.beamWidth {
                // The same stop reached along two paths is kept once: the first, best-ranked one.
                if !kept.contains(where: { $0.index == candidate.index && $0.output == candidate.output }) {
                    kept.append(Node(index: candidate.index, output: candidate.output, path: candidate.path))
                }
            }
            beam = kept
        }
    }

    /// The furthest `count` windows, spread over the last quarter of the reachable indices.
    static func spread(_ windows: [Window], count: Int) -> [Window] {
        guard let furthest = windows.last else { return [] }
        let threshold = windows.first.map { $0.index + (furthest.index - $0.index) * 3 / 4 } ?? furthest.index
        let tail = windows.filter { $0.index >= threshold }
        guard tail.count > count else { return tail }
        var chosen: [Window] = []
        for position in 0..<count {
            let offset = (tail.count - 1) * position / max(count - 1, 1)
            chosen.append(tail[tail.count - 1 - offset])
        }
        return chosen
    }

    /// Up to ``outputCandidates`` rounded outputs spread over the window, always including the one
    /// nearest the sample.
    static func outputs(in window: Window, near sample: Double) -> [Double] {
        let span = window.highUnits - window.lowUnits
        var values: Set<Double> = []
        let nearest = min(max((sample * LinearEasing.outputScale).rounded(), window.lowUnits), window.highUnits)
        values.insert(nearest)
        let count = Double(outputCandidates - 1)
        if span <= count {
            var units = window.lowUnits
            while units <= window.highUnits {
                values.insert(units)
                units += 1
            }
        } else {
            for position in 0...(outputCandidates - 1) {
                values.insert((window.lowUnits + span * Double(position) / count).rounded())
            }
        }
        return values.sorted()
    }
}

// MARK: - Parser

/// A recursive-descent reader for the `linear()` grammar accepted by ``LinearEasing/init(cssFunction:)``.
private struct LinearFunctionParser {
    let bytes: [UInt8]
    var position = 0

    init(text: String) {
        bytes = Array(text.utf8)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func failure(_ message: String) -> LinearEasingError {
        .syntax(message: message, offset: position)
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end of text" }
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16))"
    }

    mutating func parse() throws -> [(output: Double, inputs: [Double])] {
        skipWhitespace()
        let name = Array("linear".utf8)
        for expected in name {
            guard let byte = current, byte | 0x20 == expected else {
                throw failure("expected 'linear(', found \(describeCurrent())")
            }
            position += 1
        }
        guard current == UInt8(ascii: "(") else { throw failure("expected '(' right after 'linear'") }
        position += 1
        var entries: [(output: Double, inputs: [Double])] = []
        while true {
            skipWhitespace()
            guard startsNumber() else { throw failure("expected a number, found \(describeCurrent())") }
            let output = try number(percentage: false)
            var inputs: [Double] = []
            skipWhitespace()
            while startsNumber() {
                guard inputs.count < 2 else { throw failure("a stop takes at most two percentages") }
                inputs.append(try number(percentage: true))
                skipWhitespace()
            }
            entries.append((output, inputs))
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard current == UInt8(ascii: ")") else {
                throw failure("expected ',' or ')', found \(describeCurrent())")
            }
            position += 1
            break
        }
        skipWhitespace()
        guard current == nil else { throw failure("unexpected \(describeCurrent()) after ')'") }
        guard entries.count >= 2 else { throw LinearEasingError.tooFewStops(count: entries.count) }
        return entries
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
            position += 1
        }
    }

    private static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func byte(at offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    /// Whether a CSS number starts here: `[+-]? (digit | '.' digit)`.
    private func startsNumber() -> Bool {
        var offset = 0
        if byte(at: 0) == UInt8(ascii: "+") || byte(at: 0) == UInt8(ascii: "-") { offset = 1 }
        if Self.isDigit(byte(at: offset)) { return true }
        return byte(at: offset) == UInt8(ascii: ".") && Self.isDigit(byte(at: offset + 1))
    }

    private mutating func digits() -> String {
        var text = ""
        while Self.isDigit(current), let byte = current {
            text.append(Character(Unicode.Scalar(byte)))
            position += 1
        }
        return text
    }

    /// Reads a CSS number (`[+-]? (digits | digits? '.' digits) ([eE] [+-]? digits)?`), followed by `%`
    /// exactly when `percentage` is true; percentages are divided by 100 by shifting the decimal
    /// exponent, so the conversion is correctly rounded.
    private mutating func number(percentage: Bool) throws -> Double {
        let start = position
        var negative = false
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
            negative = current == UInt8(ascii: "-")
            position += 1
        }
        var integerDigits = digits()
        var fractionDigits = ""
        if current == UInt8(ascii: "."), Self.isDigit(byte(at: 1)) {
            position += 1
            fractionDigits = digits()
        }
        if integerDigits.isEmpty { integerDigits = "0" }
        var exponent = 0
        let exponentMarker = current == UInt8(ascii: "e") || current == UInt8(ascii: "E")
        let signedExponent = byte(at: 1) == UInt8(ascii: "+") || byte(at: 1) == UInt8(ascii: "-")
        if exponentMarker, Self.isDigit(byte(at: signedExponent ? 2 : 1)) {
            position += 1
            var exponentNegative = false
            if signedExponent {
                exponentNegative = current == UInt8(ascii: "-")
                position += 1
            }
            let exponentDigits = digits()
            // Longer exponents over- or underflow anyway; cap them to keep the arithmetic in range.
            let magnitude = exponentDigits.count > 6 ? 999_999 : Int(exponentDigits) ?? 999_999
            exponent = exponentNegative ? -magnitude : magnitude
        }
        if percentage {
            guard current == UInt8(ascii: "%") else {
                throw failure("expected '%' directly after the input percentage")
            }
            position += 1
            exponent -= 2
        } else if current == UInt8(ascii: "%") {
            throw LinearEasingError.syntax(message: "a stop must start with its output number, not a percentage", offset: start)
        }
        let literal = (negative ? "-" : "") + integerDigits + "." + (fractionDigits.isEmpty ? "0" : fractionDigits)
            + "e" + String(exponent)
        guard let value = Double(literal), value.isFinite else {
            throw LinearEasingError.syntax(message: "number out of range", offset: start)
        }
        return value + 0
    }
}
