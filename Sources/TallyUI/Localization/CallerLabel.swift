#if canImport(SwiftUI)
import SwiftUI
@_spi(Tally) import TallyCore

// Labels a caller gives as `Text` or `LocalizedStringKey`, as SwiftUI's own controls take them.
//
// A view's state holds its labels as strings, for VoiceOver and for the decisions it makes
// (whether a header is shown, which default title applies). A label given as a
// `LocalizedStringKey` is an app key: it is looked up in the app's bundle (or `bundle:`) as
// `Text(key, tableName:, bundle:)` is, in the language `.tallyLanguage(_:)` sets when one is set
// (`CallerText`); a view given a `Text` label draws that `Text` as given. Either way the view draws
// the caller's text and gives it to VoiceOver wherever it would draw or read the state's string,
// while the state keeps deciding everything else; where the state composes a text around the
// caller's (a VoiceOver hint), it holds a stand-in (`CallerTextMarker`) that the view replaces.
// A `String` is drawn as written only through SwiftUI's own verbatim form, an unlabeled
// `_ title: some StringProtocol`; a string literal picks the `LocalizedStringKey` form, as it
// does for `Text` and `Button`.

/// A text a caller gives a view: an app key, looked up when the view is drawn, or a `Text`, drawn
/// as given.
struct CallerText {
    private enum Source {
        case key(LocalizedStringKey, tableName: String?, bundle: Bundle?)
        case text(Text)
    }

    private let source: Source

    /// The text of `key`, looked up in `tableName` of `bundle` (the app's `Localizable` strings
    /// in its main bundle by default).
    init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil) {
        source = .key(key, tableName: tableName, bundle: bundle)
    }

    /// `text`, drawn as given.
    init(_ text: Text) {
        source = .text(text)
    }

    /// The text to draw. A key is looked up in the localization of its bundle that `language`
    /// picks (`TallyLanguage.appLocalization(in:developmentLocalization:)`) when the app set a
    /// language for Tally (`\.appKeyLanguage`), and as SwiftUI looks it up (through `\.locale`)
    /// otherwise.
    func text(in language: TallyLanguage?) -> Text {
        switch source {
        case .text(let text):
            return text
        case .key(let key, let tableName, let bundle):
            let bundle = bundle ?? .main
            let localized = language.flatMap { AppKeyBundles.bundle(bundle, localizedFor: $0) } ?? bundle
            return Text(key, tableName: tableName, bundle: localized)
        }
    }
}

/// The slots of a caller's texts in a state (`CallerTextMarker`), one name each across views.
enum CallerSlot {
    /// An error message.
    static let error = 0
    /// A helper or help line.
    static let helper = 1
    /// A title.
    static let title = 2
    /// A VoiceOver hint.
    static let hint = 3
}

extension Optional where Wrapped == CallerText {
    /// The caller's text to draw, when there is one.
    func text(in language: TallyLanguage?) -> Text? {
        map { $0.text(in: language) }
    }
}

/// The bundles of one localization each that app keys are looked up in while the app sets a
/// language for Tally: the `.lproj` folder of an app's bundle opened as a bundle of its own, so
/// that a key is found in that language whatever `\.locale` says (it still formats the figures
/// interpolated in the key).
enum AppKeyBundles {
    /// The bundle of each localization asked for, by the bundle's path and the language (nil
    /// where the bundle has no localization for the language), behind a lock.
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var bundles: [String: Bundle?] = [:]

        func bundle(for key: String, make: () -> Bundle?) -> Bundle? {
            lock.withLock {
                if let cached = bundles[key] { return cached }
                let made = make()
                bundles[key] = .some(made)
                return made
            }
        }
    }

    private static let cache = Cache()

    /// The `.lproj` bundle of `bundle` for `language`, or nil when the bundle has no localization
    /// that serves it (the key is then looked up as SwiftUI looks it up).
    static func bundle(_ bundle: Bundle, localizedFor language: TallyLanguage) -> Bundle? {
        cache.bundle(for: bundle.bundlePath + "\u{0}" + language.identifier) {
            language.appLocalization(in: bundle.localizations, developmentLocalization: bundle.developmentLocalization)
                .flatMap { bundle.path(forResource: $0, ofType: "lproj") }
                .flatMap { Bundle(path: $0) }
        }
    }
}

extension EnvironmentValues {
    /// The language the app keys Tally's views draw are looked up in: the one set with
    /// ``SwiftUI/View/tallyLanguage(_:)``, otherwise `TallyLocalization.languageOverride`; nil
    /// when the app set neither, and the keys are looked up as SwiftUI looks them up.
    var appKeyLanguage: TallyLanguage? {
        tallyLanguageOverride ?? TallyLocalization.languageOverride
    }
}

extension Text {
    /// The caller's label when there is one, otherwise `string` as written.
    static func label(_ caller: Text?, or string: String) -> Text {
        caller ?? Text(verbatim: string)
    }

    /// `string` as the state wrote it, with the caller's texts in place of the stand-ins
    /// (`CallerTextMarker`): `callers[slot]` for each slot, nothing for a slot with no text.
    static func substituting(_ string: String, callers: [Int: Text]) -> Text {
        var result: Text?
        for segment in CallerTextMarker.segments(of: string) {
            let part: Text?
            switch segment {
            case .text(let run): part = Text(verbatim: run)
            case .caller(let slot): part = callers[slot]
            }
            guard let part else { continue }
            result = result.map { joined($0, part) } ?? part
        }
        return result ?? Text(verbatim: "")
    }

    /// `first` then `second` as one text, joined by interpolation, the form every SDK keeps (its
    /// key, "%@%@", has nothing to translate).
    private static func joined(_ first: Text, _ second: Text) -> Text {
        let both: LocalizedStringKey = "\(first)\(second)"
        return Text(both)
    }
}
#endif
