import Foundation

/// `printf`-style formatting for localized texts, done by Tally itself so that it behaves the
/// same on every platform and a wrong argument is an error value rather than undefined
/// behaviour. Supports `%@`, integers (`%d`, `%i`, `%u` with length modifiers such as `%lld`),
/// `%f`/`%e`/`%g` with an optional precision, positional forms (`%2$@`) and `%%`.
public enum LocalizedFormat {
    /// The placeholders of `format`, in the order they appear.
    ///
    /// - Throws: ``FormatError`` for an incomplete or unknown specifier, or for a string that mixes
    ///   positional (`%1$@`) and sequential (`%@`) placeholders.
    public static func placeholders(in format: String) throws -> [FormatPlaceholder] {
        try parse(format).compactMap { piece in
            if case .placeholder(let placeholder) = piece { return placeholder }
            return nil
        }
    }

    /// The text with each placeholder replaced by its argument.
    ///
    /// Integers are written with plain ASCII digits and a leading `-`, as `%lld` does.
    /// - Throws: ``FormatError`` when the format is malformed, an argument is missing, or an
    ///   argument's kind does not fit its placeholder.
    public static func format(_ format: String, _ arguments: [FormatArgument]) throws -> String {
        // Without a `%` the text is one literal: nothing to parse or fill.
        if !format.utf8.contains(0x25) { return format }
        return try Parsed(format).filled(with: arguments)
    }

    /// A format parsed once, to be filled many times (the localizer keeps one per catalog text).
    public struct Parsed: Sendable {
        fileprivate let pieces: [Piece]

        /// `format` parsed.
        ///
        /// - Throws: ``FormatError`` for a malformed format.
        public init(_ format: String) throws {
            pieces = try LocalizedFormat.parse(format)
        }

        /// The text with each placeholder replaced by its argument, as ``LocalizedFormat/format(_:_:)``.
        public func filled(with arguments: [FormatArgument]) throws -> String {
            try LocalizedFormat.fill(pieces, arguments)
        }
    }

    private static func fill(_ pieces: [Piece], _ arguments: [FormatArgument]) throws -> String {
        var output = ""
        for piece in pieces {
            switch piece {
            case .literal(let text):
                output += text
            case .placeholder(let placeholder):
                guard placeholder.position <= arguments.count else {
                    throw FormatError(message: "\(placeholder.specifier) needs argument \(placeholder.position), but \(arguments.count) \(arguments.count == 1 ? "was" : "were") given")
                }
                output += try render(arguments[placeholder.position - 1], as: placeholder)
            }
        }
        return output
    }

    private static func render(_ argument: FormatArgument, as placeholder: FormatPlaceholder) throws -> String {
        switch (placeholder.kind, argument) {
        case (.object, .string(let text)): return text
        case (.object, .int(let value)): return String(value)
        case (.object, .double(let value)): return String(value)
        case (.integer, .int(let value)): return String(value)
        case (.double, .double(let value)): return fixed(value, precision: placeholder.precision ?? 6)
        case (.double, .int(let value)): return fixed(Double(value), precision: placeholder.precision ?? 6)
        default:
            throw FormatError(message: "\(placeholder.specifier) takes \(placeholder.kind == .integer ? "an integer" : "a number"), but argument \(placeholder.position) is \(argument)")
        }
    }

    /// `value` with exactly `precision` fraction digits, rounded half away from zero, built from
    /// integer arithmetic on the shortest decimal so no locale is involved.
    private static func fixed(_ value: Double, precision: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let digits = min(max(precision, 0), 15)
        let rounded = NumberText.format(value, maximumFractionDigits: digits)
        guard digits > 0 else { return rounded }
        let parts = rounded.split(separator: ".", maxSplits: 1)
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return String(parts[0]) + "." + fraction + String(repeating: "0", count: max(0, digits - fraction.count))
    }

    fileprivate enum Piece: Sendable {
        case literal(String)
        case placeholder(FormatPlaceholder)
    }

    private static let lengthModifiers: Set<Character> = ["h", "l", "q", "z", "t", "j"]

    private static func parse(_ format: String) throws -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var sequential = 0
        var sawPositional = false, sawSequential = false
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else {
                literal.append(character)
                index = format.index(after: index)
                continue
            }
            let start = index
            index = format.index(after: index)
            guard index < format.endIndex else { throw FormatError(message: "a lone % at the end of \"\(format)\"; write %% for a percent sign") }
            if format[index] == "%" {
                literal.append("%")
                index = format.index(after: index)
                continue
            }
            // Optional position: digits followed by '$'.
            var position: Int?
            var scan = index
            var digits = ""
            while scan < format.endIndex, let digit = format[scan].wholeNumberValue, format[scan].isASCII {
                digits.append(Character(String(digit)))
                scan = format.index(after: scan)
            }
            if !digits.isEmpty, scan < format.endIndex, format[scan] == "$" {
                guard let value = Int(digits), value >= 1, value <= 99 else {
                    throw FormatError(message: "argument position \(digits) in \"\(format)\" must be 1 to 99")
                }
                position = value
                index = format.index(after: scan)
            }
            // Optional precision.
            var precision: Int?
            if index < format.endIndex, format[index] == "." {
                index = format.index(after: index)
                var precisionDigits = ""
                while index < format.endIndex, format[index].isASCII, let digit = format[index].wholeNumberValue {
                    precisionDigits.append(Character(String(digit)))
                    index = format.index(after: index)
                }
                precision = Int(precisionDigits) ?? 0
            }
            while index < format.endIndex, lengthModifiers.contains(format[index]) { index = format.index(after: index) }
            guard index < format.endIndex else {
                throw FormatError(message: "incomplete placeholder \"\(format[start...])\" in \"\(format)\"")
            }
            let conversion = format[index]
            index = format.index(after: index)
            let specifier = String(format[start..<index])
            let kind: FormatPlaceholder.Kind
            switch conversion {
            case "@": kind = .object
            case "d", "i", "u": kind = .integer
            case "f", "e", "g", "F", "E", "G": kind = .double
            default:
                throw FormatError(message: "unknown placeholder \"\(specifier)\" in \"\(format)\" (use %@, %lld, %d or %f)")
            }
            if kind != .double, precision != nil {
                throw FormatError(message: "a precision only applies to %f, %e and %g, not \"\(specifier)\"")
            }
            if let position {
                sawPositional = true
                if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
                pieces.append(.placeholder(FormatPlaceholder(position: position, kind: kind, specifier: specifier, precision: precision)))
            } else {
                sawSequential = true
                sequential += 1
                if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
                pieces.append(.placeholder(FormatPlaceholder(position: sequential, kind: kind, specifier: specifier, precision: precision)))
            }
            if sawPositional, sawSequential {
                throw FormatError(message: "\"\(format)\" mixes numbered (%1$@) and unnumbered (%@) placeholders")
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    /// The argument kinds a format expects, by position, or the reason they conflict (the same
    /// position used as two kinds).
    ///
    /// - Throws: ``FormatError``, as ``placeholders(in:)``, or when one position has two kinds.
    public static func signature(of format: String) throws -> [Int: FormatPlaceholder.Kind] {
        var signature: [Int: FormatPlaceholder.Kind] = [:]
        for placeholder in try placeholders(in: format) {
            if let existing = signature[placeholder.position], existing != placeholder.kind {
                throw FormatError(message: "argument \(placeholder.position) is used as \(existing.rawValue) and as \(placeholder.kind.rawValue) in \"\(format)\"")
            }
            signature[placeholder.position] = placeholder.kind
        }
        return signature
    }
}
