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
    /// The path of the group ``inheritedType`` comes from ("" for none).
    var typeSource: String = ""
    var value: JSONNode
    var darkValue: JSONNode?
    var description: String?
    var deprecated: String?
    var textStyle: JSONNode?
    /// The token object as written, for JSON Pointers into it (`#/a/b/$description`).
    var raw: JSONObject = JSONObject()
    /// Whether the token is written `{"$ref": "#/…"}` in place of a `$value`.
    var isReference = false

    var dottedPath: String { path.joined(separator: ".") }
}

/// A group's `$extends` (or a JSON Schema style `$ref` on a group): the group copies every
/// token of `target` it does not define itself.
struct GroupExtension: Sendable {
    var group: [String]
    var target: [String]
    var keyword: String
    var file: String
    var location: TextLocation
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
    private static let tokenProperties: Set<String> = ["$value", "$ref", "$type", "$description", "$extensions", "$deprecated"]
    /// Group extensions, applied by ``finish()``.
    private var extensions: [GroupExtension] = []
    /// Each group's own `$type`.
    private var groupTypes: [String: TokenType] = [:]

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
        readGroup(object, path: [], inheritedType: nil, typeSource: "", file: file.name, isRoot: true)
    }

    private mutating func readGroup(_ group: JSONObject, path: [String], inheritedType: TokenType?, typeSource: String, file: String, isRoot: Bool) {
        var groupType = inheritedType
        var groupTypeSource = typeSource
        let where_ = path.isEmpty ? nil : path.joined(separator: ".")
        for member in group.members where member.key.hasPrefix("$") {
            switch member.key {
            case "$type":
                if let type = parseDTCGType(member.value, path: where_, file: file) {
                    groupType = type
                    groupTypeSource = where_ ?? ""
                    if let where_ { groupTypes[where_] = type }
                }
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
            case "$root":
                continue  // the group's root token, read with the other tokens below
            case "$extends", "$ref":
                guard !isRoot else {
                    errors.append(TokenError(.invalidName, path: where_, file: file, location: member.keyLocation,
                                             "\(member.key) extends a group; the top level of a file is not a group that can extend another"))
                    continue
                }
                guard let text = member.value.value.stringValue else {
                    errors.append(TokenError(.invalidValue, path: where_, file: file, location: member.value.location,
                                             "\(member.key) must be a string naming a group, as \"{group.path}\" or \"#/group/path\", found \(member.value.value.kindName)"))
                    continue
                }
                let target = member.key == "$ref" ? TokenReference.pointerSegments(text) : TokenReference.groupPath(text)
                switch target {
                case .success(let target):
                    extensions.append(GroupExtension(group: path, target: target, keyword: member.key, file: file, location: member.value.location))
                case .failure(let problem):
                    errors.append(TokenError(.invalidValue, path: where_, file: file, location: member.value.location,
                                             "\(member.key) \"\(TokenLimits.abbreviated(text))\" \(problem.message)"))
                }
            default:
                if !Self.groupProperties.contains(member.key) {
                    errors.append(TokenError(.invalidName, path: where_, file: file, location: member.keyLocation,
                                             "unknown property \(member.key) on a group"))
                }
            }
        }
        for member in group.members where !member.key.hasPrefix("$") || member.key == Self.rootName {
            let childPath = path + [member.key]
            let dotted = childPath.joined(separator: ".")
            if member.key == Self.rootName {
                let isToken = member.value.value.objectValue.map(Self.isToken) ?? false
                guard !isRoot, isToken, case .object(let child) = member.value.value else {
                    errors.append(TokenError(.invalidValue, path: isRoot ? Self.rootName : dotted, file: file, location: member.keyLocation, isRoot
                        ? "$root is the root token of a group; the top level of a file is not a group with a name"
                        : "$root must be a token (an object with $value), found \(member.value.value.objectValue == nil ? member.value.value.kindName : "a group")"))
                    continue
                }
                readToken(child, at: member.value.location, path: childPath, inheritedType: groupType, typeSource: groupTypeSource, file: file)
                continue
            }
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
            let isToken = Self.isToken(child)
            if let problem = TokenNaming.swiftProblem(member.key, parent: path.last, isGroup: !isToken) {
                errors.append(TokenError(.invalidName, path: dotted, file: file, location: member.keyLocation, problem))
                continue
            }
            if isToken {
                readToken(child, at: member.value.location, path: childPath, inheritedType: groupType, typeSource: groupTypeSource, file: file)
            } else {
                if let previous = seen[dotted] {
                    errors.append(TokenError(.duplicate, path: dotted, file: file, location: member.keyLocation,
                                             "is a group here and a token in \(previous)"))
                    continue
                }
                if groups[dotted] == nil { groups[dotted] = file }
                readGroup(child, path: childPath, inheritedType: groupType, typeSource: groupTypeSource, file: file, isRoot: false)
            }
        }
    }

    /// The reserved name of a group's root token.
    static let rootName = "$root"

    /// Whether an object is a token: it has a `$value` (DTCG's or Tally's extension one), or it
    /// is `{"$ref": …}` with no names of its own (a token that is a reference; one that turns
    /// out to name a group is a group extension, ``finish()``).
    private static func isToken(_ object: JSONObject) -> Bool {
        if object["$value"] != nil || extensionObject(of: object)?["$value"] != nil { return true }
        return object["$ref"] != nil && !object.members.contains { !$0.key.hasPrefix("$") }
    }

    private mutating func readToken(_ token: JSONObject, at location: TextLocation, path: [String], inheritedType: TokenType?, typeSource: String, file: String) {
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
                                         "a token cannot contain \"\(member.key)\": only $value (or $ref), $type, $description, $extensions and $deprecated"))
            } else if !Self.tokenProperties.contains(member.key) {
                errors.append(TokenError(.invalidName, path: dotted, file: file, location: member.keyLocation,
                                         "unknown property \(member.key) on a token"))
            }
        }
        let ext = Self.extensionObject(of: token)
        var ownType: TokenType?
        var valueNode: JSONNode
        var isReference = false
        if let standard = token["$value"] {
            valueNode = standard
            if let typeNode = token["$type"] { ownType = parseDTCGType(typeNode, path: dotted, file: file) }
            if let reference = token.member(named: "$ref") {
                errors.append(TokenError(.invalidName, path: dotted, file: file, location: reference.keyLocation,
                                         "a token has either $value or $ref (a reference in place of the value), not both"))
            }
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
        } else if let reference = token.member(named: "$ref") {
            // {"$ref": "#/…"} in place of $value: the value is the reference, read by the resolver.
            valueNode = JSONNode(.object(JSONObject(members: [reference])), at: reference.value.location)
            isReference = true
            if let typeNode = token["$type"] { ownType = parseDTCGType(typeNode, path: dotted, file: file) }
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
            path: path, file: file, location: location, ownType: ownType, inheritedType: inheritedType, typeSource: typeSource,
            value: valueNode, darkValue: darkValue, description: description, deprecated: deprecated, textStyle: textStyle,
            raw: token, isReference: isReference
        ))
    }

    // MARK: Group extension

    /// Applies every group's `$extends` once all files are read (a group may extend one from
    /// another file): DTCG's deep merge, where the extending group copies each token of its
    /// target at the same relative path unless it has a token or group there itself (a local
    /// token replaces the inherited one whole). Groups that extend each other are applied in
    /// dependency order; a cycle, a target that is missing, is a token, or contains the group is
    /// refused. A `{"$ref": …}` token whose pointer names a group becomes an extension.
    mutating func finish() {
        var tokenPaths = Set(declarations.map(\.dottedPath))
        var groupPaths = Set(groups.keys)
        for declaration in declarations {
            for length in 1..<max(declaration.path.count, 1) { groupPaths.insert(declaration.path.prefix(length).joined(separator: ".")) }
        }
        // A reference token that names a group is a group extension (JSON Schema's `$ref`).
        var kept: [TokenDeclaration] = []
        for declaration in declarations {
            if declaration.isReference, case .object(let object) = declaration.value.value,
               let text = object["$ref"]?.value.stringValue, case .success(let target) = TokenReference.pointerSegments(text),
               !target.isEmpty, groupPaths.contains(target.joined(separator: ".")), !tokenPaths.contains(target.joined(separator: ".")) {
                extensions.append(GroupExtension(group: declaration.path, target: target, keyword: "$ref", file: declaration.file,
                                                 location: declaration.value.location))
                tokenPaths.remove(declaration.dottedPath)
                groupPaths.insert(declaration.dottedPath)
                continue
            }
            kept.append(declaration)
        }
        declarations = kept
        guard !extensions.isEmpty else { return }

        // Check each extension's target.
        var valid: [String: GroupExtension] = [:]
        for ext in extensions {
            let group = ext.group.joined(separator: "."), target = ext.target.joined(separator: ".")
            let shownTarget = "{\(TokenLimits.abbreviated(target, limit: 200))}"
            func refuse(_ kind: TokenError.Kind, _ message: String) {
                errors.append(TokenError(kind, path: group, file: ext.file, location: ext.location, message))
            }
            if ext.target.isEmpty {
                refuse(.invalidValue, "\(ext.keyword) names the whole document; it must name a group")
            } else if tokenPaths.contains(target) {
                refuse(.typeMismatch, "\(ext.keyword) names the token \(shownTarget); a group extends a group, never a token")
            } else if !groupPaths.contains(target) {
                let near = TokenResolver.nearest(to: target, among: groupPaths).map { " (did you mean {\($0)}?)" } ?? ""
                refuse(.unresolvedAlias, "\(ext.keyword) names no group: \(shownTarget)" + near)
            } else if target == group || group.hasPrefix(target + ".") {
                refuse(.aliasCycle, "\(ext.keyword) cycle: {\(group)} extends \(shownTarget), which contains it, so it would contain itself")
            } else if valid[group] != nil {
                refuse(.duplicate, "the group extends more than one group; give it one $extends")
            } else {
                valid[group] = ext
            }
        }
        // Dependency order: a group waits for every extending group inside its target.
        let groupsInOrder = valid.keys.sorted()
        func dependencies(_ group: String) -> [String] {
            guard let target = valid[group]?.target.joined(separator: ".") else { return [] }
            return groupsInOrder.filter { $0 == target || $0.hasPrefix(target + ".") }
        }
        var order: [String] = []
        var state: [String: Int] = [:]  // 1 on the stack, 2 done
        var inCycle: Set<String> = []
        for root in groupsInOrder where state[root] == nil {
            var walk: [(group: String, next: Int)] = [(root, 0)]
            state[root] = 1
            while let top = walk.last {
                let children = dependencies(top.group)
                if top.next < children.count {
                    walk[walk.count - 1].next += 1
                    let child = children[top.next]
                    if state[child] == 1, let start = walk.firstIndex(where: { $0.group == child }) {
                        let cycle = walk[start...].map(\.group) + [child]
                        if cycle.allSatisfy({ !inCycle.contains($0) }), let ext = valid[child] {
                            errors.append(TokenError(.aliasCycle, path: child, file: ext.file, location: ext.location,
                                                     "$extends cycle: " + cycle.map { "{\($0)}" }.joined(separator: " extends ")))
                        }
                        inCycle.formUnion(cycle)
                    } else if state[child] == nil {
                        state[child] = 1
                        walk.append((child, 0))
                    }
                    continue
                }
                state[top.group] = 2
                order.append(top.group)
                walk.removeLast()
            }
        }
        // Copy the target's tokens, in dependency order, so chains of extension carry through.
        for group in order where !inCycle.contains(group) {
            guard let ext = valid[group] else { continue }
            let target = ext.target, targetPath = target.joined(separator: ".")
            let localType = groupTypes[group]
            let targetType = groupTypes[targetPath] ?? inheritedType(of: target)
            // The extending group's own tokens take the target's $type when the group has none.
            if localType == nil, let targetType {
                for index in declarations.indices where declarations[index].dottedPath.hasPrefix(group + ".") {
                    let source = declarations[index].typeSource
                    if source != group, !source.hasPrefix(group + ".") {
                        declarations[index].inheritedType = targetType
                        declarations[index].typeSource = group
                    }
                }
            }
            let inherited = declarations.filter { $0.path.count > target.count && Array($0.path.prefix(target.count)) == target }
            for original in inherited {
                var copy = original
                copy.path = ext.group + original.path.dropFirst(target.count)
                let dotted = copy.dottedPath
                if tokenPaths.contains(dotted) || groupPaths.contains(dotted) { continue }  // a local token or group wins
                if (1..<copy.path.count).contains(where: { tokenPaths.contains(copy.path.prefix($0).joined(separator: ".")) }) { continue }
                if copy.path.count > TokenLimits.maximumPathDepth {
                    errors.append(TokenError(.limitExceeded, path: TokenLimits.abbreviated(dotted, limit: 200), file: ext.file, location: ext.location,
                                             "\(ext.keyword) would give a path of \(copy.path.count) names; a token path has at most \(TokenLimits.maximumPathDepth)"))
                    continue
                }
                if original.typeSource == targetPath || !original.typeSource.hasPrefix(targetPath + ".") {
                    if let localType { copy.inheritedType = localType }
                    copy.typeSource = group
                } else {
                    copy.typeSource = group + original.typeSource.dropFirst(targetPath.count)
                }
                declarations.append(copy)
                tokenPaths.insert(dotted)
                for length in 1..<copy.path.count { groupPaths.insert(copy.path.prefix(length).joined(separator: ".")) }
            }
        }
    }

    /// The `$type` a group inherits from the nearest enclosing group that has one.
    private func inheritedType(of group: [String]) -> TokenType? {
        for length in stride(from: group.count - 1, through: 1, by: -1) {
            if let type = groupTypes[group.prefix(length).joined(separator: ".")] { return type }
        }
        return nil
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
