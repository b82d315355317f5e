import Foundation
@_spi(Tally) import TallyCore

/// An app's theme file compiled over Tally's tokens: every Tally token resolved with the theme's
/// tokens in place, the ones that changed, and the theme's settings.
///
/// A theme file is a DTCG token file whose tokens replace Tally's at the same paths; see
/// ``TokenCompiler/compileTheme(_:over:)``. Only the compiler makes one, so every value in it
/// has been checked.
public struct CompiledTheme: Sendable, Hashable {
    /// The theme's name: `$extensions.app.tally.theme.name`, or else the file's name without
    /// `.theme.json` (or `.tokens.json`, `.json`).
    public let name: String
    /// The theme file's name as it was given, as in error messages.
    public let sourceName: String
    /// The name of the `TallyTheme` static property the generated Swift defines
    /// (``TokenCompiler/themeIdentifier(for:)`` of the name).
    public let identifier: String
    /// Whether containers are glass or solid (`$extensions.app.tally.theme.surfaces`; glass
    /// unless the theme says otherwise).
    public let surfaces: TallyTheme.Surfaces
    /// Whether Tally tints the controls it draws with the theme's primary colour
    /// (`$extensions.app.tally.theme.tintsControls`; false unless the theme says otherwise).
    public let tintsControls: Bool
    /// Every Tally token, resolved with the theme's tokens in place, in Tally's source order:
    /// Tally's tokens that alias a replaced token follow it.
    public let tokens: [ResolvedToken]
    /// The tokens of ``tokens`` whose value differs from Tally's own, in the same order: those
    /// the theme replaces with another value, and those that follow them.
    public let changed: [ResolvedToken]
    /// The paths of the tokens the theme file writes, in the file's order.
    public let themePaths: [String]
}

/// The theme's own settings, read from the root `$extensions.app.tally.theme`.
struct ThemeSettings {
    static let keys = ["name", "surfaces", "tintsControls"]

    var name: String?
    var surfaces: TallyTheme.Surfaces = .glass
    var tintsControls = false

    /// The settings of `file`. Problems go to `errors`; a file that is not JSON, or whose top
    /// level is not an object, is left to the token reader to report.
    init(reading file: TokenSourceFile, into errors: inout [TokenError]) {
        guard let root = try? JSONParser.parse(file.text), case .object(let top) = root.value,
              let extensionsNode = top["$extensions"] else { return }
        func problem(_ kind: TokenError.Kind, _ location: TextLocation, _ message: String, at path: String? = nil) {
            errors.append(TokenError(kind, path: path, file: file.name, location: location, message))
        }
        guard case .object(let extensions) = extensionsNode.value else {
            problem(.invalidValue, extensionsNode.location, "must be an object, found \(extensionsNode.value.kindName)", at: "$extensions")
            return
        }
        guard let tallyNode = extensions[tallyExtensionNamespace] else { return }
        let prefix = "$extensions.\(tallyExtensionNamespace)"
        guard case .object(let tally) = tallyNode.value else {
            problem(.invalidValue, tallyNode.location, "must be an object like {\"theme\": {…}}, found \(tallyNode.value.kindName)", at: prefix)
            return
        }
        for member in tally.members where member.key != "theme" {
            problem(.invalidName, member.keyLocation,
                    "unknown property \"\(TokenLimits.abbreviated(SwiftTokenEmitter.visible(member.key), limit: 40))\" at the top of a theme file (only \"theme\")", at: prefix)
        }
        guard let themeNode = tally["theme"] else { return }
        guard case .object(let theme) = themeNode.value else {
            problem(.invalidValue, themeNode.location, "must be an object of \(Self.keys.joined(separator: ", ")), found \(themeNode.value.kindName)", at: prefix + ".theme")
            return
        }
        for member in theme.members {
            let node = member.value
            switch member.key {
            case "name":
                guard let text = node.value.stringValue else {
                    problem(.invalidValue, node.location, "name must be a string, found \(node.value.kindName)", at: prefix + ".theme")
                    continue
                }
                if case let count = text.unicodeScalars.count, count > TokenLimits.maximumThemeNameLength {
                    // Cut before it is made visible: the name may be megabytes long.
                    problem(.limitExceeded, node.location,
                            "name \"\(SwiftTokenEmitter.visible(TokenLimits.abbreviated(text, limit: 40)))\" is \(count) characters (Unicode scalars) long; a theme name has at most \(TokenLimits.maximumThemeNameLength)",
                            at: prefix + ".theme")
                } else if text.trimmingCharacters(in: .whitespaces).isEmpty {
                    problem(.invalidValue, node.location, "name must not be empty", at: prefix + ".theme")
                } else if text.unicodeScalars.contains(where: SwiftTokenEmitter.isInvisible) {
                    problem(.invalidValue, node.location,
                            "name \"\(TokenLimits.abbreviated(SwiftTokenEmitter.visible(text), limit: 40))\" holds an invisible or control character; a name is one line of visible text",
                            at: prefix + ".theme")
                } else {
                    name = text
                }
            case "surfaces":
                guard let text = node.value.stringValue, let value = TallyTheme.Surfaces(rawValue: text) else {
                    let found = node.value.stringValue.map { "\"\(TokenLimits.abbreviated(SwiftTokenEmitter.visible($0), limit: 40))\"" } ?? node.value.kindName
                    problem(.invalidValue, node.location, "surfaces must be \"glass\" or \"solid\", found \(found)", at: prefix + ".theme")
                    continue
                }
                surfaces = value
            case "tintsControls":
                guard case .bool(let flag) = node.value else {
                    problem(.invalidValue, node.location, "tintsControls must be true or false, found \(node.value.kindName)", at: prefix + ".theme")
                    continue
                }
                tintsControls = flag
            default:
                problem(.invalidName, member.keyLocation,
                        "unknown theme setting \"\(TokenLimits.abbreviated(SwiftTokenEmitter.visible(member.key), limit: 40))\" (\(Self.keys.joined(separator: ", ")))",
                        at: prefix + ".theme")
            }
        }
    }
}

extension TokenCompiler {
    /// Compiles an app's theme file over Tally's token files.
    ///
    /// The theme file has the syntax of `tokens/*.tokens.json` (aliases, arithmetic, groups,
    /// `$extensions.app.tally.modes.dark`…). Each of its tokens replaces Tally's token at the
    /// same path, value and dark value alike; a theme token without a `$type` takes the type of
    /// Tally's token. Aliases may name Tally's tokens and the theme's; Tally's tokens are
    /// resolved with the theme's in place, so a Tally token that aliases a replaced one follows
    /// it. Optional settings sit at the top of the file, in `$extensions.app.tally.theme`:
    /// `name` (a string), `surfaces` (`"glass"` or `"solid"`) and `tintsControls` (a boolean).
    ///
    /// - Throws: ``TokenErrors``, every problem found, each with the file, line, column and
    ///   token path: what `tokens/` refuses (JSON, names, types, values, limits); a path Tally
    ///   has no token at (``TokenError/Kind/unknownToken``: a theme adds no tokens); a type other
    ///   than Tally's token's (``TokenError/Kind/typeMismatch``); and text (or a border) below
    ///   its contrast minimum on its background in light or dark, or a control's fill too close
    ///   to a background it is drawn on (``TokenError/Kind/insufficientContrast``, naming both
    ///   colours, the scheme and the ratio, at the theme token that changed the colour).
    ///   Problems in Tally's own files are thrown as they are.
    public static func compileTheme(_ theme: TokenSourceFile, over tallyFiles: [TokenSourceFile]) throws(TokenErrors) -> CompiledTheme {
        let tallyDeclarations = try read(tallyFiles)
        let tallyTokens = try resolve(tallyDeclarations)

        var errors: [TokenError] = []
        let settings = ThemeSettings(reading: theme, into: &errors)
        let stem = themeFileStem(theme.name)
        // A theme without a name is named after its file, which must then be short enough.
        if settings.name == nil, stem.unicodeScalars.count > TokenLimits.maximumThemeNameLength,
           !errors.contains(where: { $0.path == "$extensions.\(tallyExtensionNamespace).theme" }) {
            errors.append(TokenError(.limitExceeded, file: theme.name,
                                     "the theme has no name setting, so it is named after its file, \"\(SwiftTokenEmitter.visible(TokenLimits.abbreviated(stem, limit: 40)))\", which is \(stem.unicodeScalars.count) characters (Unicode scalars) long; a theme name has at most \(TokenLimits.maximumThemeNameLength): set $extensions.\(tallyExtensionNamespace).theme.name"))
        }
        var reader = TokenSourceReader()
        reader.read(theme)
        reader.finish()
        errors += reader.errors
        guard errors.isEmpty else { throw TokenErrors(errors) }

        let tallyByPath = Dictionary(tallyDeclarations.map { ($0.dottedPath, $0) }, uniquingKeysWith: { first, _ in first })
        let tallyTypes = Dictionary(tallyTokens.map { ($0.path, $0.type) }, uniquingKeysWith: { first, _ in first })
        var replacements: [String: TokenDeclaration] = [:]
        for declaration in reader.declarations {
            let path = declaration.dottedPath
            guard let original = tallyByPath[path], let tallyType = tallyTypes[path] else {
                errors.append(TokenError(.unknownToken, path: path, file: declaration.file, location: declaration.location,
                                         unknownPathProblem(path, tallyPaths: tallyDeclarations.map(\.dottedPath))))
                continue
            }
            if let declared = declaration.ownType ?? declaration.inheritedType, declared != tallyType {
                errors.append(TokenError(.typeMismatch, path: path, file: declaration.file, location: declaration.location,
                                         "Tally's \(path) is a \(tallyType.rawValue) token; a theme may replace it with a \(tallyType.rawValue) only, not a \(declared.rawValue)"))
                continue
            }
            var replacement = declaration
            if replacement.ownType == nil, replacement.inheritedType == nil { replacement.inheritedType = tallyType }
            replacement.description = declaration.description ?? original.description
            replacement.deprecated = declaration.deprecated ?? original.deprecated
            replacement.textStyle = declaration.textStyle ?? original.textStyle
            replacements[path] = replacement
        }
        guard errors.isEmpty else { throw TokenErrors(errors) }

        let merged = tallyDeclarations.map { replacements[$0.dottedPath] ?? $0 }
        let tokens = try resolve(merged)

        // Contrast, placed at the theme token each failing colour comes from.
        let mergedByPath = Dictionary(merged.map { ($0.dottedPath, $0) }, uniquingKeysWith: { first, _ in first })
        func origin(_ path: String, _ scheme: TokenColorScheme) -> TokenDeclaration? {
            var current = path
            var seen: Set<String> = []
            while seen.insert(current).inserted {
                if let replaced = replacements[current] { return replaced }
                guard let declaration = mergedByPath[current] else { return nil }
                let node = scheme == .dark ? declaration.darkValue ?? declaration.value : declaration.value
                guard let target = TokenResolver.aliasPath(node) else { return nil }
                current = target
            }
            return nil
        }
        // Text and borders (TokenValidation), then controls' fills (ControlFillContrast).
        let failures = TokenValidation.contrastFailures(tokens).map { ($0.pair.foreground, $0.pair.background, $0.scheme, $0.message) }
            + ControlFillContrast.failures(tokens).map { ($0.pair.fill, $0.pair.background, $0.scheme, $0.message) }
        for (foreground, background, scheme, message) in failures {
            let responsible = origin(foreground, scheme) ?? origin(background, scheme)
            let location = responsible.map { scheme == .dark ? $0.darkValue?.location ?? $0.location : $0.location }
            errors.append(TokenError(.insufficientContrast, path: responsible?.dottedPath ?? foreground,
                                     file: theme.name, location: location, message))
        }
        guard errors.isEmpty else { throw TokenErrors(errors) }

        let tallyValues = Dictionary(tallyTokens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let changed = tokens.filter { token in
            guard let original = tallyValues[token.path] else { return true }
            return original.type != token.type || original.value != token.value
        }
        let name = settings.name ?? stem
        let identifier = themeIdentifier(for: name) ?? themeIdentifier(for: stem) ?? "appTheme"
        return CompiledTheme(
            name: name, sourceName: theme.name, identifier: identifier, surfaces: settings.surfaces,
            tintsControls: settings.tintsControls, tokens: tokens, changed: changed, themePaths: reader.declarations.map(\.dottedPath)
        )
    }

    /// Why a theme cannot write `path`: Tally has it as a group, it sits inside a Tally token,
    /// or Tally has no such token (with the nearest path Tally has, if one is near).
    private static func unknownPathProblem(_ path: String, tallyPaths: [String]) -> String {
        if let inside = tallyPaths.first(where: { $0.hasPrefix(path + ".") }) {
            return "is a group in Tally's tokens (holding \(inside)…), not a token; a theme replaces tokens, one path at a time"
        }
        let names = path.split(separator: ".").map(String.init)
        if let token = (1..<max(names.count, 1)).map({ names.prefix($0).joined(separator: ".") }).first(where: tallyPaths.contains) {
            return "sits inside \(token), which is a token in Tally's tokens, not a group"
        }
        let hint = TokenResolver.nearest(to: path, among: tallyPaths).map { " (did you mean \($0)?)" } ?? ""
        return "Tally has no token \(path); a theme replaces Tally's tokens and adds none" + hint
    }

    /// The file name of `path` without its folders and `.json`, `.theme` or `.tokens`:
    /// `Examples/Themes/Brand.theme.json` → `Brand`.
    static func themeFileStem(_ path: String) -> String {
        var name = String(path.split(separator: "/", omittingEmptySubsequences: true).last ?? Substring(path))
        for suffix in [".json", ".theme", ".tokens"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
        }
        return name
    }

    /// Names a generated theme property may not take: Swift's keywords, and `TallyTheme`'s own
    /// members, which the property would clash with or shadow.
    static let reservedThemeIdentifiers: Set<String> = TokenNaming.swiftKeywords.union([
        "standard", "name", "tokens", "surfaces", "tintsControls", "color", "typography", "spacing", "radius", "iconSize",
        "spring", "transition", "primaryFontFamily", "overriding", "token", "hash", "hashValue", "init",
    ])

    /// The Swift identifier for a theme named `name`, or nil when the name has no ASCII letter
    /// or digit.
    ///
    /// The name is cut into words at every character that is not an ASCII letter or digit;
    /// the first word starts in lower case (a leading run of capitals is lowered, as in
    /// `URLTheme` → `urlTheme`, `ACME` → `acme`), each later word starts with a capital, and
    /// the words are joined: `Brand` → `brand`, `Acme Bank` → `acmeBank`, `night-owl` →
    /// `nightOwl`. A result starting with a digit takes `theme` in front (`2024` → `theme2024`);
    /// a Swift keyword or a member of `TallyTheme` takes `Theme` behind (`standard` →
    /// `standardTheme`, `default` → `defaultTheme`).
    public static func themeIdentifier(for name: String) -> String? {
        var words: [[Unicode.Scalar]] = [[]]
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                words[words.count - 1].append(scalar)
            } else if !(words.last?.isEmpty ?? true) {
                words.append([])
            }
        }
        words.removeAll { $0.isEmpty }
        guard let first = words.first else { return nil }
        func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
        let capitals = first.prefix(while: isUpper).count
        let lowered = capitals == first.count ? first.count : max(1, capitals - 1)
        var identifier = String(String.UnicodeScalarView(first.prefix(lowered))).lowercased() + String(String.UnicodeScalarView(first.dropFirst(lowered)))
        for word in words.dropFirst() {
            identifier += String(String.UnicodeScalarView(word.prefix(1))).uppercased() + String(String.UnicodeScalarView(word.dropFirst()))
        }
        if let start = identifier.unicodeScalars.first, ("0"..."9").contains(start) { identifier = "theme" + identifier }
        if reservedThemeIdentifiers.contains(identifier) { identifier += "Theme" }
        return identifier
    }

    /// The Swift file that defines `theme` for an app: `extension TallyTheme { public static let
    /// <identifier>: TallyTheme }`, Tally's standard theme with ``CompiledTheme/changed`` in
    /// place and the theme's name and settings. It imports TallyCore and TallyUI.
    ///
    /// - Throws: ``TokenErrors`` when a token breaks the rules every output keeps.
    public static func swift(for theme: CompiledTheme) throws(TokenErrors) -> String {
        try SwiftTokenEmitter.emitTheme(theme)
    }
}
