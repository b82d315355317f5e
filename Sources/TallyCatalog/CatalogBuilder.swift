import Foundation
import TallyCore
import TallyTokenCompiler

/// Why the catalog could not be written.
public enum CatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The folder holds files and is not an earlier catalog; pass `force` to write anyway.
    case notACatalog(path: String)
    /// A file or folder could not be created or replaced.
    case unwritable(path: String, reason: String)
    /// The compiled-in tokens could not be turned into CSS.
    case tokens(String)

    /// A sentence saying what happened and what to do.
    public var description: String {
        switch self {
        case .notACatalog(let path):
            "\(path) is not empty and is not an earlier catalog; choose an empty folder or pass --force"
        case .unwritable(let path, let reason):
            "cannot write \(path): \(reason)"
        case .tokens(let message):
            "the tokens cannot be rendered: \(message)"
        }
    }
}

/// Builds the static catalog site: plain HTML and CSS that open from `file://` with no network.
public enum CatalogBuilder {
    /// The file that marks a folder as a catalog, so a rebuild may replace it.
    public static let markerFile = ".tally-catalog"

    /// What a build wrote.
    public struct Report: Sendable, Hashable {
        /// The files written, relative to the output folder.
        public var files: [String]
        /// How many tokens the tokens page shows.
        public var tokenCount: Int
    }

    /// The site's files, path → contents, for the compiled-in tokens.
    public static func pages(tokens: [ResolvedToken] = TallyTokens.all) throws(CatalogError) -> [(path: String, contents: String)] {
        let css: String
        do {
            css = try TokenCompiler.css(for: tokens)
        } catch {
            throw .tokens(error.description)
        }
        return [
            ("index.html", IndexPage.render(tokenCount: tokens.count)),
            ("tokens.html", TokensPage.render(tokens: tokens)),
            ("assets/tally-tokens.css", css),
            ("assets/catalog.css", CatalogStyle.css),
            (markerFile, "Written by `tally catalog`. A later `tally catalog` may replace this folder's files.\n"),
        ]
    }

    /// Writes the site into `directory`.
    ///
    /// A folder that exists, is not empty and lacks ``markerFile`` is refused unless `force` is
    /// set. Files are written with ``StagedFileWriter``: all of them or none.
    public static func build(into directory: URL, force: Bool = false, tokens: [ResolvedToken] = TallyTokens.all) throws(CatalogError) -> Report {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .unwritable(path: directory.path, reason: "a file is in the way")
            }
            let contents = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
            if !contents.isEmpty, !contents.contains(markerFile), !force {
                throw .notACatalog(path: directory.path)
            }
        }
        let files = try pages(tokens: tokens)
        do {
            try StagedFileWriter.write(files.map { (directory.appendingPathComponent($0.path), Data($0.contents.utf8)) })
        } catch {
            throw .unwritable(path: error.path, reason: error.reason)
        }
        return Report(files: files.map(\.path), tokenCount: tokens.count)
    }
}

/// HTML escaping for text placed inside attribute values (Plot escapes text nodes only).
enum HTMLEscape {
    static func attribute(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }
}
