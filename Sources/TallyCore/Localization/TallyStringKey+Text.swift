import Foundation

extension TallyStringKey {
    /// This key's text in `language`, from ``TallyLocalization/strings`` (Tally's catalog with
    /// the app's registered catalog over it), with the plural variant for `count` (or the first
    /// integer argument) and the placeholders filled from `arguments`.
    public func text(language: TallyLanguage, count: Int? = nil, arguments: [FormatArgument] = []) -> String {
        TallyLocalization.strings.string(self, language: language, count: count, arguments: arguments)
    }
}
