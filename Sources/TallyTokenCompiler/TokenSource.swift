import Foundation
@_spi(Tally) import TallyCore

/// One token source file: its name (relative to the token folder) and its text.
public struct TokenSourceFile: Sendable, Hashable {
    /// The file name, for example `color.tokens.json`.
    public var name: String
    /// The file's UTF-8 text.
    public var text: String

    /// A source file.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// Every `*.tokens.json` file directly in `directory`, sorted by name so that a compilation
    /// never depends on the order a file system lists them in.
    public static func load(from directory: URL) throws(TokenErrors) -> [TokenSourceFile] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw TokenErrors([TokenError(.io, "cannot read the token folder \(directory.path): \(error.localizedDescription)")])
        }
        let sources = names.filter { $0.hasSuffix(".tokens.json") }.sorted()
        guard !sources.isEmpty else {
            throw TokenErrors([TokenError(.io, "no *.tokens.json files in \(directory.path)")])
        }
        var files: [TokenSourceFile] = []
        var errors: [TokenError] = []
        for name in sources {
            let url = directory.appendingPathComponent(name)
            let data: Data
            switch read(url.path, shown: name) {
            case .success(let bytes): data = bytes
            case .failure(let error):
                errors.append(error)
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                errors.append(TokenError(.malformedJSON, file: name, "the file is not valid UTF-8"))
                continue
            }
            files.append(TokenSourceFile(name: name, text: text))
        }
        if !errors.isEmpty { throw TokenErrors(errors) }
        return files
    }

    /// The one file at `url` (a theme file), named `name` in messages: by default the path as
    /// given, so that an editor can open `name:line:column`.
    public static func load(file url: URL, name: String? = nil) throws(TokenErrors) -> TokenSourceFile {
        let shown = name ?? url.relativePath
        guard !FileManager.default.isFolder(url.path) else {
            throw TokenErrors([TokenError(.io, file: shown, "is a folder, not a token file")])
        }
        let data: Data
        switch read(url.path, shown: shown) {
        case .success(let bytes): data = bytes
        case .failure(let error): throw TokenErrors([error])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw TokenErrors([TokenError(.malformedJSON, file: shown, "the file is not valid UTF-8")])
        }
        return TokenSourceFile(name: shown, text: text)
    }

    /// The bytes of the file at `path`, named `shown` in errors, reading at most
    /// ``TokenLimits/maximumFileSize`` bytes and one more.
    private static func read(_ path: String, shown: String) -> Result<Data, TokenError> {
        do {
            return .success(try FileAccess.system.readFile(path, TokenLimits.maximumFileSize))
        } catch let error as FileAccessError where error.kind == .tooLarge {
            return .failure(TokenError(.limitExceeded, file: shown,
                                       "the file holds more than \(TokenLimits.maximumFileSize) bytes (16 MiB); a token or theme file holds at most that"))
        } catch {
            return .failure(TokenError(.io, file: shown, "cannot read the file"))
        }
    }
}

private extension FileManager {
    func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// The vendor namespace of Tally's additions inside `$extensions`.
///
/// - On any token: `"modes": {"dark": <value>}`, the value in the dark colour scheme.
/// - On a typography token: `"textStyle": "body"`, the Dynamic Type style it scales with.
/// - On an object with no `$value`: `"$type"` and `"$value"` make it a token of a type DTCG has
///   none for (`spring`, `keyframes`, `dynamicTypeScale`). Other DTCG tools see such an object
///   as an empty group with extensions and skip it.
public let tallyExtensionNamespace = "app.tally"

/// A token as written: where it is, its declared or inherited type, and its raw value nodes.
struct TokenDeclaration: Sendable {
    var path: [String]
    var file: String
    var location: TextLocation
    /// `$type` on the token itself.
    var ownType: TokenType?
    /// `$type` of the nearest enclosing group that has one.
    var inheritedType: TokenType?
    var value: JSONNode
    var darkValue: JSONNode?
    var description: String?
    var deprecated: String?
    var textStyle: JSONNode?

    var dottedPath: String { path.joined(separator: ".") }
}

/// Reads token files into declarations, checking structure and names.
struct TokenSourceReader {
    private(set) var declarations: [TokenDeclaration] = []
    private(set) var errors: [TokenError] = []
    private var seen: [String: String] = [:]  // token path → file
    private var groups: [String: String] = [:]  // group path → first file
    /// Tokens read from the current file, up to ``TokenLimits/maximumTokensPerFile``.
    private var tokensInFile = 0

    private static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$deprecated"]
    private static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]

    mutating func read(_ file: TokenSourceFile) {
        tokensInFile = 0
        let root: JSONNode
        do {
            root = try JSONParser.parse(file.text)
        } catch let error as JSONParseError {
            errors.append(TokenError(.malformedJSON, file: file.name, location: error.location, error.message))
            return
        } catch {
            errors.append(TokenError(.malformedJSON, file: file.name, "\(error)"))
            return
        }
        guard case .object(let object) = root.value else {
            errors.append(TokenError(.invalidValue, file: file.name, location: root.location,
                                     "the top level of a token file must be an object of groups and tokens, found \(root.value.kindName)"))
            return
        }
        readGroup(object, path: [], inheritedType: nil, file: file.name, isRoot: true)
    }

    private mutating func readGroup(_ group: JSONObject, path: [String], inheritedType: TokenType?, file: String, isRoot: Bool) {
        var groupType = inheritedType
        let where_ = path.isEmpty ? nil : path.joined(separator: ".")
        for member in group.members where member.key.hasPrefix("$") {
            switch member.key {
            case "$type":
                if let type = parseDTCGType(member.value, path: where_, file: file) { groupType = type }
            case "$description":
                if let text = member.value.value.stringValue {
                    if let problem = Self.lengthProblem(text, of: "$description") {
                        errors.append(TokenError(.limitExceeded, path: where_, file: file, location: member.value.location, problem))
                    }
                } else {
                    errors.append(TokenError(.invalidValue, path: where_, file: file, location: member.value.location,
                                             "$description must be a string"))
                }
            case "$schema" where isRoot:
                continue
            case "$extends", "$root":
                errors.append(TokenError(.invalidName, path: where_, file: file, location: member.keyLocation,
                                         "\(member.key) is not supported; write the tokens out or alias them"))
            default:
                if !Self.groupProperties.contains(member.key) {
                    errors.append(TokenError(.invalidName, path: where_, file: file, location: member.keyLocation,
                                             "unknown property \(member.key) on a group"))
                }
            }
        }
        for member in group.members where !member.key.hasPrefix("$") {
            let childPath = path + [member.key]
            let dotted = childPath.joined(separator: ".")
            if let problem = Self.nameProblem(member.key) ?? TokenNaming.nameProblem(member.key, parent: path.last) {
                errors.append(TokenError(.invalidName, path: dotted, file: file, location: member.keyLocation, problem))
                continue
            }
            if childPath.count > TokenLimits.maximumPathDepth {
                errors.append(TokenError(.limitExceeded, path: TokenLimits.abbreviated(dotted, limit: 200), file: file, location: member.keyLocation,
                                         "groups nest more than \(TokenLimits.maximumPathDepth) names deep here; a token path has at most \(TokenLimits.maximumPathDepth) names"))
                continue
            }
            guard case .object(let child) = member.value.value else {
                errors.append(TokenError(.invalidValue, path: dotted, file: file, location: member.value.location,
                                         "expected a token (an object with $value) or a group (an object), found \(member.value.value.kindName)"))
                continue
            }
            let isToken = child["$value"] != nil || Self.extensionObject(of: child)?["$value"] != nil
            if let problem = TokenNaming.swiftProblem(member.key, parent: path.last, isGroup: !isToken) {
                errors.append(TokenError(.invalidName, path: dotted, file: file, location: member.keyLocation, problem))
                continue
            }
            if isToken {
                readToken(child, at: member.value.location, path: childPath, inheritedType: groupType, file: file)
            } else {
                if let previous = seen[dotted] {
                    errors.append(TokenError(.duplicate, path: dotted, file: file, location: member.keyLocation,
                                             "is a group here and a token in \(previous)"))
                    continue
                }
                if groups[dotted] == nil { groups[dotted] = file }
                readGroup(child, path: childPath, inheritedType: groupType, file: file, isRoot: false)
            }
        }
    }

    private mutating func readToken(_ token: JSONObject, at location: TextLocation, path: [String], inheritedType: TokenType?, file: String) {
        let dotted = path.joined(separator: ".")
        // One error for the whole file, at the first token past the limit; the rest are skipped.
        tokensInFile += 1
        guard tokensInFile <= TokenLimits.maximumTokensPerFile else {
            if tokensInFile == TokenLimits.maximumTokensPerFile + 1 {
                errors.append(TokenError(.limitExceeded, path: TokenLimits.abbreviated(dotted, limit: 200), file: file, location: location,
                                         "the file declares more than \(TokenLimits.maximumTokensPerFile) tokens; a token file holds at most \(TokenLimits.maximumTokensPerFile)"))
            }
            return
        }
        if let previous = seen[dotted] {
            errors.append(TokenError(.duplicate, path: dotted, file: file, location: location,
                                     "is defined twice (also in \(previous))"))
            return
        }
        if let group = groups[dotted] {
            errors.append(TokenError(.duplicate, path: dotted, file: file, location: location,
                                     "is a token here and a group in \(group)"))
            return
        }
        if let prefix = (1..<max(path.count, 1)).map({ path.prefix($0).joined(separator: ".") }).first(where: { seen[$0] != nil }) {
            errors.append(TokenError(.duplicate, path: dotted, file: file, location: location,
                                     "sits inside \(prefix), which is a token in \(seen[prefix] ?? file)"))
            return
        }
        seen[dotted] = file
        for member in token.members {
            if !member.key.hasPrefix("$") {
                errors.append(TokenError(.invalidName, path: dotted, file: file, location: member.keyLocation,
                                         "a token cannot contain \"\(member.key)\": only $value, $type, $description, $extensions and $deprecated"))
            } else if !Self.tokenProperties.contains(member.key) {
                errors.append(TokenError(.invalidName, path: dotted, file: file, location: member.keyLocation,
                                         "unknown property \(member.key) on a token"))
            }
        }
        let ext = Self.extensionObject(of: token)
        var ownType: TokenType?
        var valueNode: JSONNode
        if let standard = token["$value"] {
            valueNode = standard
            if let typeNode = token["$type"] { ownType = parseDTCGType(typeNode, path: dotted, file: file) }
            if let extensionValue = ext?["$value"] {
                errors.append(TokenError(.invalidName, path: dotted, file: file, location: extensionValue.location,
                                         "a token has either $value or \(tallyExtensionNamespace).$value, not both"))
            }
        } else if let extensionValue = ext?["$value"] {
            valueNode = extensionValue
            guard let typeNode = ext?["$type"] else {
                errors.append(TokenError(.missingType, path: dotted, file: file, location: extensionValue.location,
                                         "an \(tallyExtensionNamespace) token needs \(tallyExtensionNamespace).$type (spring, keyframes or dynamicTypeScale)"))
                return
            }
            guard let name = typeNode.value.stringValue, let type = TokenType(rawValue: name), type.isExtension else {
                errors.append(TokenError(.unknownType, path: dotted, file: file, location: typeNode.location,
                                         "unknown \(tallyExtensionNamespace).$type \(typeNode.value.stringValue.map { "\"\($0)\"" } ?? typeNode.value.kindName); expected spring, keyframes or dynamicTypeScale"))
                return
            }
            ownType = type
        } else {
            return
        }
        var description: String?
        if let node = token["$description"] {
            if let text = node.value.stringValue {
                if let problem = Self.lengthProblem(text, of: "$description") {
                    errors.append(TokenError(.limitExceeded, path: dotted, file: file, location: node.location, problem))
                }
                description = text
            } else {
                errors.append(TokenError(.invalidValue, path: dotted, file: file, location: node.location, "$description must be a string"))
            }
        }
        var deprecated: String?
        if let node = token["$deprecated"] {
            switch node.value {
            case .bool(let flag): deprecated = flag ? "" : nil
            case .string(let message):
                if let problem = Self.lengthProblem(message, of: "the $deprecated message") {
                    errors.append(TokenError(.limitExceeded, path: dotted, file: file, location: node.location, problem))
                }
                deprecated = message
            default:
                errors.append(TokenError(.invalidValue, path: dotted, file: file, location: node.location,
                                         "$deprecated must be true, false or a message"))
            }
        }
        var darkValue: JSONNode?
        var textStyle: JSONNode?
        if let ext {
            for member in ext.members {
                switch member.key {
                case "$type", "$value": continue
                case "modes":
                    guard case .object(let modes) = member.value.value else {
                        errors.append(TokenError(.invalidValue, path: dotted, file: file, location: member.value.location,
                                                 "modes must be an object like {\"dark\": …}"))
                        continue
                    }
                    for mode in modes.members {
                        if mode.key == TokenColorScheme.dark.rawValue {
                            darkValue = mode.value
                        } else {
                            errors.append(TokenError(.invalidName, path: dotted, file: file, location: mode.keyLocation,
                                                     "unknown mode \"\(mode.key)\"; the $value is the light value and \"dark\" is the only override"))
                        }
                    }
                case "textStyle":
                    textStyle = member.value
                default:
                    errors.append(TokenError(.invalidName, path: dotted, file: file, location: member.keyLocation,
                                             "unknown \(tallyExtensionNamespace) property \"\(member.key)\" (modes, textStyle, $type, $value)"))
                }
            }
        }
        declarations.append(TokenDeclaration(
            path: path, file: file, location: location, ownType: ownType, inheritedType: inheritedType,
            value: valueNode, darkValue: darkValue, description: description, deprecated: deprecated, textStyle: textStyle
        ))
    }

    private mutating func parseDTCGType(_ node: JSONNode, path: String?, file: String) -> TokenType? {
        guard let name = node.value.stringValue else {
            errors.append(TokenError(.unknownType, path: path, file: file, location: node.location,
                                     "$type must be a string, found \(node.value.kindName)"))
            return nil
        }
        if let type = TokenType(rawValue: name), !type.isExtension { return type }
        let hint = TokenType(rawValue: name)?.isExtension == true
            ? "; \(name) is a Tally type: write it as $extensions.\(tallyExtensionNamespace).$type"
            : " (expected one of \(TokenType.allCases.filter { !$0.isExtension }.map(\.rawValue).joined(separator: ", ")))"
        errors.append(TokenError(.unknownType, path: path, file: file, location: node.location, "unknown $type \"\(name)\"" + hint))
        return nil
    }

    private static func extensionObject(of object: JSONObject) -> JSONObject? {
        guard case .object(let extensions)? = object["$extensions"]?.value,
              case .object(let tally)? = extensions[tallyExtensionNamespace]?.value else { return nil }
        return tally
    }

    /// Why `text`, a `$description` or `$deprecated` message (`what`), is too long, or nil: it
    /// may hold ``TokenLimits/maximumDescriptionLength`` Unicode scalars.
    static func lengthProblem(_ text: String, of what: String) -> String? {
        let count = text.unicodeScalars.count
        guard count > TokenLimits.maximumDescriptionLength else { return nil }
        return "\(what) is \(count) characters (Unicode scalars) long; at most \(TokenLimits.maximumDescriptionLength)"
    }

    /// DTCG: names must not start with `$` or contain `{`, `}` or `.`.
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "a name cannot be empty" }
        if name.contains(".") || name.contains("{") || name.contains("}") {
            return "the name \"\(TokenLimits.abbreviated(SwiftTokenEmitter.visible(name), limit: 40))\" contains '.', '{' or '}', which aliases use"
        }
        return nil
    }
}
