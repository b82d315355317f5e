import Foundation
import TallyCore

/// Compiles DTCG token source into Tally's outputs (Swift, CSS, resolved JSON and the curve fits
/// the CSS is written with) and keeps them in step with it.
///
/// ```swift
/// let files = try TokenSourceFile.load(from: tokensFolder)
/// let fits = try CurveFits.committed(under: packageRoot)           // the fits kept last time
/// let outputs = try TokenCompiler.outputs(for: TokenCompiler.compile(files), reusing: fits)
/// try TokenOutputs.write(outputs, under: packageRoot)          // tally tokens
/// let stale = TokenOutputs.staleFiles(outputs, under: packageRoot)  // tally tokens --check
/// ```
public enum TokenCompiler {
    /// Where each output lives, relative to the package root.
    public enum Layout {
        /// The token source folder.
        public static let sourceDirectory = "tokens"
        /// The generated Swift, compiled into TallyCore.
        public static let swiftDirectory = "Sources/TallyCore/Tokens/Generated"
        /// The Swift file of values.
        public static let swiftValues = swiftDirectory + "/TallyTokens.swift"
        /// The Swift file listing every token.
        public static let swiftAll = swiftDirectory + "/TallyTokens+All.swift"
        /// The CSS custom properties for the web counterpart.
        public static let css = "tokens/dist/tally-tokens.css"
        /// The resolved DTCG JSON for the web counterpart and other tools.
        public static let resolvedJSON = "tokens/dist/tally-tokens.resolved.json"
        /// The `linear()` easings fitted to the springs and keyframe tracks, by the exact inputs
        /// of each fit (``CurveFits``), so that a run fits only the curves that changed.
        public static let curveFits = "tokens/dist/tally-tokens.curve-fits.json"
    }

    /// Reads, checks and resolves the token files. Throws every problem found; returns tokens
    /// only when there are none. Besides what every token must keep, a control's fill colour
    /// must stand out from each background it is drawn on, in light and dark
    /// (``TokenError/Kind/insufficientContrast``; the rule is in `ControlFillContrast`).
    public static func compile(_ files: [TokenSourceFile]) throws(TokenErrors) -> [ResolvedToken] {
        let declarations = try read(files)
        let tokens = try resolve(declarations)
        let contrast = ControlFillContrast.errors(tokens, declarations: declarations)
        guard contrast.isEmpty else { throw TokenErrors(contrast) }
        return tokens
    }

    /// Reads and checks the structure and names of the token files.
    static func read(_ files: [TokenSourceFile]) throws(TokenErrors) -> [TokenDeclaration] {
        var reader = TokenSourceReader()
        for file in files { reader.read(file) }
        reader.finish()
        if !reader.errors.isEmpty { throw TokenErrors(reader.errors) }
        return reader.declarations
    }

    /// Resolves declarations (types, aliases, arithmetic, values) and checks the result as the
    /// emitters would, each problem placed at its token in its source.
    static func resolve(_ declarations: [TokenDeclaration]) throws(TokenErrors) -> [ResolvedToken] {
        let resolver = TokenResolver(declarations)
        let tokens = resolver.resolveAll()
        if !resolver.errors.isEmpty { throw TokenErrors(resolver.errors) }
        // What the emitters would refuse (names that clash once generated), refused here with
        // the place of the token in its source.
        let problems = TokenValidation.problems(tokens)
        guard problems.isEmpty else {
            let byPath = Dictionary(declarations.map { ($0.dottedPath, $0) }, uniquingKeysWith: { first, _ in first })
            throw TokenErrors(problems.map { problem in
                var located = problem
                let declaration = problem.path.flatMap { path in
                    byPath[path] ?? declarations.first { $0.dottedPath.hasPrefix(path + ".") }
                }
                located.file = declaration?.file
                located.location = declaration?.location
                return located
            })
        }
        return tokens
    }

    /// One output file: where it goes and what it holds.
    public struct Output: Sendable, Hashable {
        /// The path relative to the package root.
        public var path: String
        /// The full text.
        public var contents: String
    }

    /// The Swift, CSS and JSON outputs for `tokens` and the curve fits the CSS is written with;
    /// identical input gives identical bytes.
    ///
    /// Each spring's and keyframe track's `linear()` is the one `fits` keeps under its curve's
    /// exact inputs, and is fitted when `fits` keeps none; the curve fits output then keeps
    /// exactly the fits `tokens` use. A fit kept under the same inputs is the same fit, so the
    /// outputs are the same bytes whatever `fits` holds.
    public static func outputs(for tokens: [ResolvedToken], reusing fits: CurveFits = .empty) throws(TokenErrors) -> [Output] {
        let swift = try SwiftTokenEmitter.emit(tokens)
        return [
            Output(path: Layout.swiftValues, contents: swift.values),
            Output(path: Layout.swiftAll, contents: swift.all),
            Output(path: Layout.css, contents: try CSSTokenEmitter.emit(tokens, reusing: fits)),
            Output(path: Layout.resolvedJSON, contents: JSONTokenEmitter.emit(tokens)),
            Output(path: Layout.curveFits, contents: try CurveFits.fileText(for: tokens, reusing: fits)),
        ]
    }

    /// The CSS custom property a token is written to, for example `--tally-color-primary`.
    public static func cssVariableName(_ token: ResolvedToken) -> String {
        TokenNaming.cssProperty(token.pathComponents)
    }

    /// The custom property that best stands for a token in a page: the token's own property, or
    /// for types written only as separate properties, the first of them (a keyframe set's
    /// `-duration`, a Dynamic Type scale's multiplier at the default size, `-large`).
    public static func primaryCSSVariableName(_ token: ResolvedToken) -> String {
        let base = cssVariableName(token)
        switch token.type {
        case .keyframes: return base + "-duration"
        case .dynamicTypeScale: return base + "-large"
        default: return base
        }
    }

    /// A short human-readable summary of a value ("#3b82f6 light, #60a5fa dark", "16 px").
    public static func summary(_ value: TokenValue) -> String {
        SwiftTokenEmitter.summary(value)
    }

    /// The CSS text alone, for renderers that embed it, reusing the `linear()` easings `fits` keeps.
    public static func css(for tokens: [ResolvedToken], reusing fits: CurveFits = .empty) throws(TokenErrors) -> String {
        try CSSTokenEmitter.emit(tokens, reusing: fits)
    }
}

/// Writing and checking outputs on disk.
///
/// `tally tokens` only ever replaces or removes files it wrote itself, which it knows by the
/// words ``generatedMarker`` near their start: in the first line of the Swift and CSS files (a
/// comment), and in the resolved JSON's `$description`, its second line. Any other file where an
/// output goes, or any other Swift file in the generated Swift folder, is refused by name and
/// nothing is written.
///
/// Nor does it write, replace or remove anything through a symbolic link: a link where an output
/// goes, at a folder on the way to one (below the package root), at the lock file or among the
/// generated Swift files is refused by name (``TokenError/Kind/refusedOutput``) and nothing is
/// written. The package root itself may be a link; it may not be the file system's root or the
/// home folder.
public enum TokenOutputs {
    /// The words every generated file begins with, by which it is recognised as generated.
    public static let generatedMarker = "Generated by `swift run tally tokens`"

    /// The lock file, in the package root, that lets one `tally tokens` at a time write.
    public static let lockFile = ".tally-tokens.lock"

    /// Whether a file's bytes are those of a generated file: ``generatedMarker`` within its
    /// first two lines.
    public static func isGenerated(_ data: Data) -> Bool {
        let head = data.prefix(512).split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false).prefix(2)
        return head.contains { String(decoding: $0, as: UTF8.self).contains(generatedMarker) }
    }

    /// Writes every output with ``StagedFileWriter``, all or nothing per run, never a
    /// half-written file, while holding ``lockFile``. Generated Swift files that no output
    /// produces any more are removed afterwards.
    ///
    /// - Returns: What the writer found left over from an earlier, interrupted run.
    /// - Throws: ``TokenErrors`` with ``TokenError/Kind/io`` errors, before anything is written,
    ///   when another `tally tokens` is writing, when a file where an output goes (or a Swift
    ///   file in the generated folder) was not generated, or when a folder cannot be listed;
    ///   with ``TokenError/Kind/refusedOutput`` errors, before anything is written, when `root`
    ///   is the file system's root or the home folder or a symbolic link is where the outputs go;
    ///   and when the write itself fails, after which every file is as it was.
    @discardableResult
    public static func write(_ outputs: [TokenCompiler.Output], under root: URL, access: FileAccess = .system) throws(TokenErrors) -> StagedFileWriter.Report {
        do {
            try OutputPlace.checkFolder(root, allowProjectRoot: true)
        } catch {
            throw TokenErrors([TokenError(.refusedOutput, file: VisibleText.escaped(error.given ?? error.path), error.given == nil ? error.reason : "leads to \(VisibleText.escaped(error.path)); it " + error.reason)])
        }
        let root = OutputPlace.followingLink(root)
        let lockPath = root.appendingPathComponent(lockFile).path
        if let refusal = OutputPlace.symbolicLink(on: [lockPath], under: root.path) {
            throw TokenErrors([TokenError(.refusedOutput, file: lockFile, refusal.reason)])
        }
        let lock: WriteLock.Held
        do {
            lock = try WriteLock.acquire(lockPath, command: "tally tokens", target: root.path)
        } catch {
            throw TokenErrors([TokenError(.io, file: lockFile, error.description)])
        }
        defer { lock.release() }
        let survey = try self.survey(outputs, under: root, access: access)
        if !survey.foreign.isEmpty { throw TokenErrors(survey.foreign) }
        let report: StagedFileWriter.Report
        do {
            report = try StagedFileWriter.write(outputs.map { (root.appendingPathComponent($0.path), Data($0.contents.utf8)) }, within: root, access: access)
        } catch {
            if let refusal = error.refusal { throw TokenErrors([TokenError(.refusedOutput, file: VisibleText.escaped(relative(refusal.path, to: root)), refusal.reason)]) }
            throw TokenErrors([TokenError(.io, file: error.path, "cannot write: \(error.reason)")])
        }
        var errors: [TokenError] = []
        for stray in survey.strays {
            do {
                try FileManager.default.removeItem(at: root.appendingPathComponent(stray))
            } catch {
                errors.append(TokenError(.io, file: stray, "no output produces this generated file any more, and it cannot be removed: \(error.localizedDescription)"))
            }
        }
        if !errors.isEmpty { throw TokenErrors(errors) }
        return report
    }

    /// Writes one generated file that stands on its own, such as the Swift of an app's theme,
    /// at `url`: staged beside it and renamed into place with ``StagedFileWriter`` while
    /// ``lockFile`` is held in its folder, and only over a file that was generated
    /// (``isGenerated(_:)``). Nothing else in the folder is replaced or removed.
    ///
    /// A file at `url` that is a symbolic link is refused, not written through: the link would be
    /// replaced by a file and the file it names left as it was. Its folder may be a link.
    ///
    /// - Returns: What the writer found left over from an earlier, interrupted run.
    /// - Throws: ``TokenErrors`` with ``TokenError/Kind/io`` errors, before anything is written,
    ///   when the folder does not exist, when a folder or a file that was not generated is at
    ///   `url`, or when another `tally tokens` is writing in the folder; with a
    ///   ``TokenError/Kind/refusedOutput`` error, before anything is written, when `url`, the
    ///   lock file beside it or a leftover of an interrupted run there is a symbolic link; and
    ///   when the write fails, after which the file is as it was.
    @discardableResult
    public static func write(_ contents: String, to url: URL, access: FileAccess = .system) throws(TokenErrors) -> StagedFileWriter.Report {
        let folder = OutputPlace.followingLink(url.deletingLastPathComponent())
        let url = folder.appendingPathComponent(url.lastPathComponent)
        let path = url.path
        guard access.isFolder(folder.path) else {
            throw TokenErrors([TokenError(.io, file: path, "the folder \(folder.path) does not exist; create it first")])
        }
        let lockPath = folder.appendingPathComponent(lockFile).path
        if let refusal = OutputPlace.symbolicLink(on: [path, lockPath], under: folder.path) {
            throw TokenErrors([TokenError(.refusedOutput, file: VisibleText.escaped(refusal.path), refusal.reason)])
        }
        let lock: WriteLock.Held
        do {
            lock = try WriteLock.acquire(lockPath, command: "tally tokens", target: path)
        } catch {
            throw TokenErrors([TokenError(.io, file: lockFile, error.description)])
        }
        defer { lock.release() }
        if access.exists(path) {
            if access.isFolder(path) {
                throw TokenErrors([TokenError(.io, file: path, "a folder is where this output goes; name a file")])
            }
            guard (try? access.readFile(path, 64 << 20)).map(isGenerated) ?? false else {
                throw TokenErrors([TokenError(.io, file: path, "this file was not written by tally tokens, so it is not replaced; tally tokens only replaces files whose first lines say \"\(generatedMarker)\": move it away or delete it, and run again")])
            }
        }
        do {
            return try StagedFileWriter.write([(url, Data(contents.utf8))], within: folder, access: access)
        } catch {
            if let refusal = error.refusal { throw TokenErrors([TokenError(.refusedOutput, file: VisibleText.escaped(refusal.path), refusal.reason)]) }
            throw TokenErrors([TokenError(.io, file: error.path, "cannot write: \(error.reason)")])
        }
    }

    /// `path` relative to `root` when it is inside it, else as it is.
    private static func relative(_ path: String, to root: URL) -> String {
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The outputs whose file on disk is missing or differs, and Swift files in the generated
    /// folder that no output produces (generated or not), as package-relative paths in a
    /// stable order.
    ///
    /// - Throws: ``TokenErrors`` when the generated folder exists but cannot be listed.
    public static func staleFiles(_ outputs: [TokenCompiler.Output], under root: URL, access: FileAccess = .system) throws(TokenErrors) -> [String] {
        var stale: [String] = []
        for output in outputs {
            let data = try? access.readFile(root.appendingPathComponent(output.path).path, Int.max)
            if data != Data(output.contents.utf8) { stale.append(output.path) }
        }
        return stale + (try swiftFilesNotProduced(outputs, under: root, access: access))
    }

    /// The files where outputs go, or in the generated folder, that `tally tokens` would refuse
    /// to replace or remove because they were not generated, each as an error naming it, and
    /// the symbolic links it would refuse to write through (``TokenError/Kind/refusedOutput``).
    ///
    /// - Throws: ``TokenErrors`` when the generated folder exists but cannot be listed.
    public static func foreignFiles(_ outputs: [TokenCompiler.Output], under root: URL, access: FileAccess = .system) throws(TokenErrors) -> [TokenError] {
        try survey(outputs, under: root, access: access).foreign
    }

    /// Files that are in the way (not generated) and generated Swift files nothing produces.
    /// A symbolic link where an output goes, at a folder on the way to one or at the generated
    /// Swift folder is refused first, alone, before any folder is listed through it; then a
    /// generated Swift file that is a link.
    private static func survey(_ outputs: [TokenCompiler.Output], under root: URL, access: FileAccess) throws(TokenErrors) -> (foreign: [TokenError], strays: [String]) {
        let generated = root.appendingPathComponent(TokenCompiler.Layout.swiftDirectory).path
        if let refusal = OutputPlace.symbolicLink(on: outputs.map { root.appendingPathComponent($0.path).path } + [generated], under: root.path) {
            return ([TokenError(.refusedOutput, file: VisibleText.escaped(relative(refusal.path, to: root)), refusal.reason)], [])
        }
        var foreign: [TokenError] = []
        var strays: [String] = []
        func isGenerated(_ path: String) -> Bool {
            (try? access.readFile(root.appendingPathComponent(path).path, 64 << 20)).map(Self.isGenerated) ?? false
        }
        let accepted = "tally tokens only replaces or removes files whose first lines say \"\(generatedMarker)\""
        for output in outputs {
            let path = root.appendingPathComponent(output.path).path
            guard access.exists(path) else { continue }
            if access.isFolder(path) {
                foreign.append(TokenError(.io, file: output.path, "a folder is where this output goes; move it away and run again"))
            } else if !isGenerated(output.path) {
                foreign.append(TokenError(.io, file: output.path, "this file was not written by tally tokens, so it is not replaced; \(accepted): move it away or delete it, and run again"))
            }
        }
        for stray in try swiftFilesNotProduced(outputs, under: root, access: access) {
            if let refusal = OutputPlace.symbolicLink(on: [root.appendingPathComponent(stray).path], under: root.path) {
                foreign.append(TokenError(.refusedOutput, file: stray, refusal.reason))
            } else if isGenerated(stray) {
                strays.append(stray)
            } else {
                foreign.append(TokenError(.io, file: stray, "a Swift file in \(TokenCompiler.Layout.swiftDirectory) that tally tokens did not write, so it is not removed; \(accepted): move it out of the folder, and run again"))
            }
        }
        return (foreign, strays)
    }

    private static func swiftFilesNotProduced(_ outputs: [TokenCompiler.Output], under root: URL, access: FileAccess) throws(TokenErrors) -> [String] {
        let directory = TokenCompiler.Layout.swiftDirectory
        let folder = root.appendingPathComponent(directory).path
        guard access.exists(folder) else { return [] }
        let names: [String]
        do {
            names = try access.listFolder(folder)
        } catch {
            throw TokenErrors([TokenError(.io, file: directory, "\(error)")])
        }
        let expected = Set(outputs.map(\.path))
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { directory + "/" + $0 }.filter { !expected.contains($0) }
    }
}
