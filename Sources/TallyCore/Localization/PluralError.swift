import Foundation

/// Why a number or a plural rule could not be read.
///
/// Thrown by ``PluralOperands/init(_:)-(String)`` and ``PluralRules/init(language:rules:)``. The
/// ``description`` names the problem and quotes the text (shortened when it is very long).
public enum PluralError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not a number as CLDR writes one (`1`, `1.50`, `-3`, `1.2c6`).
    ///
    /// `text` is the offending text (shortened past 64 characters); `reason` says what is wrong.
    case invalidNumber(text: String, reason: String)
    /// A rule's text is not CLDR plural rule syntax, or does not fit its category.
    ///
    /// `category` is the category the rule was given for, `rule` its text (shortened past 200
    /// characters) and `reason` what is wrong and where.
    case invalidRule(category: PluralCategory, rule: String, reason: String)

    /// A sentence naming the problem and the text it is in.
    /// Text from outside in it is escaped with ``VisibleText/escaped(_:)``.
    public var description: String { VisibleText.escaped(sentence) }

    private var sentence: String {
        switch self {
        case .invalidNumber(let text, let reason):
            "\"\(text)\" is not a number for plural rules: \(reason)"
        case .invalidRule(let category, let rule, let reason):
            "invalid plural rule for \"\(category.rawValue)\" (\"\(rule)\"): \(reason)"
        }
    }

    /// `text` cut to `limit` characters, with an ellipsis when something was cut.
    static func shortened(_ text: String, limit: Int) -> String {
        text.count > limit ? String(text.prefix(limit)) + "…" : text
    }
}
