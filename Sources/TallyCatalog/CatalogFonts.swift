import TallyCore

/// The fonts the catalog can draw, and the stand-in for a theme's font it does not ship.
///
/// The site ships Inter (``CatalogBuilder/fontFiles()``) and nothing else: a theme's own font
/// ("Avenir Next" in the sample theme) is drawn only where the browser has it installed.
/// Elsewhere a browser would silently take the next family of the stack, often a system font of
/// other widths, and a designer would review the brand in a font it does not use. So the
/// catalog's token CSS puts a stand-in right after the theme's own families, and
/// `tally catalog` prints a warning naming each font it stands in for:
///
/// - For a sans-serif stack (one whose generic family is `sans-serif`, `system-ui`,
///   `-apple-system`, `ui-sans-serif` or `BlinkMacSystemFont`, or that names none), the stand-in
///   is **Inter**, which the site ships: a sans of the same kind as the system faces brand
///   themes name (Avenir Next, SF Pro, Helvetica), with tabular figures, close to them in width,
///   and the very font the hero amount's fit is measured with, so the amounts fit as the engine
///   computed.
/// - A serif, monospace or other stack has no stand-in the site could ship; it is drawn in the
///   browser's fallback, and the warning says so.
///
/// Only the CSS the pages are drawn with changes; the tokens page lists the theme's values as
/// written.
public enum CatalogFonts {
    /// The families the site ships with `@font-face` rules.
    public static let shipped: Set<String> = ["Inter"]

    /// The stand-in for a sans-serif family the site does not ship.
    public static let sansStandIn = "Inter"

    /// CSS generic families and system-font keywords: never shipped, never stood in for.
    static let generic: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "emoji", "math", "fangsong", "-apple-system", "BlinkMacSystemFont",
    ]

    /// Generic families after which Inter is a fitting stand-in.
    static let sansGeneric: Set<String> = ["sans-serif", "system-ui", "-apple-system", "ui-sans-serif", "BlinkMacSystemFont"]

    /// A font a theme names that the site does not ship.
    public struct Substitution: Sendable, Hashable {
        /// The family as the theme names it.
        public var family: String
        /// The tokens whose font stack names it, in token order.
        public var paths: [String]
        /// The family drawn in its place where the browser lacks it, or nil when the catalog
        /// has none (a serif or monospace stack).
        public var standIn: String?

        /// The warning `tally catalog` prints.
        public var warning: String {
            let used = paths.count == 1 ? paths[0] : "\(paths[0]) and \(paths.count - 1) more token\(paths.count == 2 ? "" : "s")"
            let drawn = standIn.map { "the pages draw it where the browser has it installed, and \($0), which the catalog ships, in its place elsewhere" }
                ?? "where the browser lacks it, the pages are drawn in the browser's own fallback font, which the catalog cannot choose"
            return "warning: the font \"\(family)\" (\(used)) is not shipped with the catalog; \(drawn)"
        }
    }

    /// The fonts of `tokens` the site does not ship, each with the tokens that name it, in the
    /// order they first appear.
    public static func substitutions(in tokens: [ResolvedToken]) -> [Substitution] {
        var found: [Substitution] = []
        for token in tokens {
            guard let stack = stack(of: token.value), case (let named, let standIn)? = plan(stack) else { continue }
            for family in named {
                if let index = found.firstIndex(where: { $0.family == family }) {
                    found[index].paths.append(token.path)
                } else {
                    found.append(Substitution(family: family, paths: [token.path], standIn: standIn))
                }
            }
        }
        return found
    }

    /// `tokens` with the stand-in placed after the theme's own families in every font stack
    /// that names no shipped family: the tokens the catalog's CSS is written from.
    public static func withStandIns(_ tokens: [ResolvedToken]) -> [ResolvedToken] {
        tokens.map { token in
            guard let stack = stack(of: token.value), case (let named, let standIn?)? = plan(stack) else { return token }
            let replaced = Array(stack.prefix(named.count)) + [standIn] + stack.dropFirst(named.count)
            var token = token
            switch token.value {
            case .fontFamily: token.value = .fontFamily(replaced)
            case .typography(var typography):
                typography.fontFamily = replaced
                token.value = .typography(typography)
            default: break
            }
            return token
        }
    }

    private static func stack(of value: TokenValue) -> [String]? {
        switch value {
        case .fontFamily(let names): names
        case .typography(let typography): typography.fontFamily
        default: nil
        }
    }

    /// The families a stack names before its first generic family, and the stand-in, when none
    /// of them is shipped; nil when the stack draws a shipped family or names none of its own.
    private static func plan(_ stack: [String]) -> (named: [String], standIn: String?)? {
        let named = Array(stack.prefix { !generic.contains($0) })
        guard !named.isEmpty, !named.contains(where: shipped.contains) else { return nil }
        let fallback = stack.first(where: generic.contains)
        let standIn = (fallback.map(sansGeneric.contains) ?? true) ? sansStandIn : nil
        return (named, standIn)
    }
}
