import Foundation
@_spi(Tally) import TallyCore
import TallyStories
import TallyInter
import TallyTokenCompiler
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the catalog could not be written.
public enum CatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The folder holds files and is not an earlier catalog; pass `force` to write anyway.
    case notACatalog(path: String)
    /// A file or folder could not be created or replaced.
    case unwritable(path: String, reason: String)
    /// The compiled-in tokens could not be turned into CSS.
    case tokens(String)
    /// The bundled String Catalog could not be read.
    case strings(String)
    /// The folder exists but its entries cannot be listed, so what it holds is unknown.
    case unreadable(path: String, reason: String)
    /// Another build is writing the same folder.
    case locked(String)
    /// The folder is not one a site is written into (the file system's root, the home folder, a
    /// package's or repository's root), or a symbolic link is where the site would be written.
    case refused(OutputRefusal)

    /// A sentence saying what happened and what to do.
    public var description: String {
        switch self {
        case .notACatalog(let path):
            "\(path) is not empty and is not an earlier catalog; choose an empty folder or pass --force"
        case .unwritable(let path, let reason):
            "cannot write \(path): \(reason)"
        case .tokens(let message):
            "the tokens cannot be rendered: \(message)"
        case .strings(let message):
            "the String Catalog cannot be read: \(message)"
        case .unreadable(let path, let reason):
            "cannot list \(path) (\(reason)), so its files cannot be told apart from an earlier catalog's; make it readable or choose another folder"
        case .locked(let message):
            message
        case .refused(let refusal):
            refusal.description
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
        /// How many String Catalog keys the strings page shows.
        public var keyCount: Int
        /// What was found left over from an earlier build that was interrupted.
        public var leftovers = StagedFileWriter.Report()
        /// The fonts the tokens name that the site does not ship, each with its stand-in
        /// (``CatalogFonts/substitutions(in:)``); `tally catalog` prints their warnings.
        public var fontSubstitutions: [CatalogFonts.Substitution] = []
    }

    /// The site's files, path → contents, for the compiled-in tokens and the bundled String Catalog.
    ///
    /// With a `theme`, the site is drawn in it: its tokens (Tally's with the theme's in place)
    /// take the place of `tokens`, so the token CSS every page is styled with, the tokens page
    /// and the motion page show the theme's values, and the index and tokens pages name it.
    ///
    /// The `linear()` easings of springs and keyframe tracks are those `curveFits` keeps for
    /// their exact curves (`tally tokens` keeps them in ``TokenCompiler/Layout/curveFits``), and
    /// are fitted when it keeps none, so the pages are the same bytes whatever it holds.
    public static func pages(tokens: [ResolvedToken] = TallyTokens.all, theme: CompiledTheme? = nil, curveFits: CurveFits = .empty) throws(CatalogError) -> [(path: String, contents: String)] {
        let tokens = theme?.tokens ?? tokens
        let css: String
        do {
            // A theme's font the site does not ship is followed by a stand-in (CatalogFonts).
            css = try TokenCompiler.css(for: CatalogFonts.withStandIns(tokens), reusing: curveFits)
        } catch {
            throw .tokens(error.description)
        }
        let localizer: Localizer
        switch Localizer.bundled {
        case .success(let bundled): localizer = bundled
        case .failure(let error): throw .strings(error.description)
        }
        let components = ComponentStory.all.map { (path: ComponentPage.fileName($0), contents: ComponentPage.render($0)) }
        return [
            ("index.html", IndexPage.render(tokenCount: tokens.count, keyCount: localizer.catalog.entries.count, stories: ComponentStory.all, theme: theme)),
            ("tokens.html", TokensPage.render(tokens: tokens, theme: theme)),
            ("motion.html", MotionPage.render(tokens: tokens, curveFits: curveFits)),
            ("amount.html", AmountPage.render(rates: try? CatalogData.bundledRates())),
            ("showcase.html", ShowcasePage.render()),
            ("strings.html", StringsPage.render(localizer: localizer)),
            ("assets/tally-tokens.css", css),
            ("assets/catalog.css", CatalogStyle.fontFaces + CatalogStyle.css + ComponentStyle.stylesheet),
            ("assets/catalog-check.js", CatalogCheck.script),
            (markerFile, "Written by `tally catalog`. A later `tally catalog` may replace this folder's files.\n"),
        ] + components
    }

    /// The folder of the site, under `assets`, that holds Inter.
    public static let fontFolder = "assets/fonts"

    /// Inter's four faces as TallyInter ships them, and their licence, for the site's
    /// `@font-face` rules: the pages draw the very font the hero amount is measured in.
    public static func fontFiles() throws(CatalogError) -> [(path: String, contents: Data)] {
        var files: [(path: String, contents: Data)] = []
        do {
            for url in try TallyInter.faces.map(TallyInter.url(of:)) + [TallyInter.licenseURL()] {
                files.append(("\(fontFolder)/\(url.lastPathComponent)", try Data(contentsOf: url)))
            }
        } catch {
            throw .unwritable(path: fontFolder, reason: "the bundled Inter cannot be read: \(error)")
        }
        return files
    }

    /// Every file of the site, path → bytes: ``pages(tokens:theme:curveFits:)`` and ``fontFiles()``.
    public static func files(tokens: [ResolvedToken] = TallyTokens.all, theme: CompiledTheme? = nil, curveFits: CurveFits = .empty) throws(CatalogError) -> [(path: String, contents: Data)] {
        try pages(tokens: tokens, theme: theme, curveFits: curveFits).map { ($0.path, Data($0.contents.utf8)) } + fontFiles()
    }

    /// The lock file, inside the output folder, that lets one `tally catalog` at a time write it.
    public static let lockFile = ".tally-catalog.lock"

    /// Writes the site into `directory`, holding ``lockFile`` while it does.
    ///
    /// A folder that exists, is not empty and lacks ``markerFile`` is refused unless `force` is
    /// set; a folder whose entries cannot be listed is refused whatever `force` says, since what
    /// it holds is unknown. Files are written with ``StagedFileWriter``: all of them or none.
    /// A folder the build created is removed again when the build fails. With a `theme`, the
    /// site is drawn in it; the easings `curveFits` keeps are reused (``pages(tokens:theme:curveFits:)``).
    ///
    /// Whatever `force` says, nothing is written when, with `..` and symbolic links resolved,
    /// `directory` is the file system's root, the home folder or a folder holding
    /// `Package.swift` or `.git` (`OutputPlace.checkFolder(_:allowProjectRoot:)`), or when a
    /// symbolic link is at or under it where the site goes: a page, a folder on the way to one,
    /// the lock or a leftover of an interrupted build (``CatalogError/refused(_:)``). When
    /// `directory` itself is a symbolic link to a folder, the site is written in that folder.
    public static func build(
        into directory: URL, force: Bool = false, tokens: [ResolvedToken] = TallyTokens.all, theme: CompiledTheme? = nil,
        curveFits: CurveFits = .empty, access: FileAccess = .system
    ) throws(CatalogError) -> Report {
        do {
            try OutputPlace.checkFolder(directory)
        } catch {
            throw .refused(error)
        }
        let files = try files(tokens: tokens, theme: theme, curveFits: curveFits)
        // The folder named may be a link (the user pointed there); what is in it may not.
        let directory = OutputPlace.followingLink(directory)
        let path = directory.path
        let lockPath = directory.appendingPathComponent(lockFile).path
        if let refusal = OutputPlace.symbolicLink(on: [lockPath], under: path) { throw .refused(refusal) }
        var created: [String] = []
        if access.exists(path) {
            guard access.isFolder(path) else { throw .unwritable(path: path, reason: "a file is in the way") }
        } else {
            var missing: [String] = []
            var ancestor = directory
            while !access.exists(ancestor.path), ancestor.pathComponents.count > 1 {
                missing.insert(ancestor.path, at: 0)
                ancestor.deleteLastPathComponent()
            }
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw .unwritable(path: path, reason: error.localizedDescription)
            }
            created = missing
        }
        // rmdir removes only an empty folder: nothing anyone else put there is lost.
        func removeCreated() { for folder in created.reversed() { _ = rmdir(folder) } }
        let lock: WriteLock.Held
        do {
            lock = try WriteLock.acquire(lockPath, command: "tally catalog", target: path)
        } catch {
            removeCreated()
            throw .locked(error.description)
        }
        do throws(CatalogError) {
            defer { lock.release() }
            let contents: [String]
            do {
                contents = try access.listFolder(path)
            } catch {
                throw .unreadable(path: path, reason: (error as? FileAccessError)?.reason ?? "\(error)")
            }
            let destinations = files.map { (url: directory.appendingPathComponent($0.path), data: $0.contents) }
            if let refusal = OutputPlace.symbolicLink(on: destinations.map(\.url.path), under: path) { throw .refused(refusal) }
            // The lock and the leftovers of an interrupted build are the catalog's own.
            let others = contents.filter { $0 != lockFile && StagedFileWriter.leftover($0) == nil }
            if !others.isEmpty, !others.contains(markerFile), !force {
                throw .notACatalog(path: path)
            }
            let report: StagedFileWriter.Report
            do {
                report = try StagedFileWriter.write(destinations, within: directory, access: access)
            } catch {
                if let refusal = error.refusal { throw .refused(refusal) }
                throw .unwritable(path: error.path, reason: error.reason)
            }
            let keyCount = (try? Localizer.bundled.get().catalog.entries.count) ?? 0
            return Report(files: files.map(\.path), tokenCount: tokens.count, keyCount: keyCount, leftovers: report,
                          fontSubstitutions: CatalogFonts.substitutions(in: theme?.tokens ?? tokens))
        } catch {
            removeCreated()
            throw error
        }
    }
}

/// Data the catalog ships with.
public enum CatalogData {
    /// The ECB's daily euro reference rates of 2018-09-12, bundled so the catalog and the CLI
    /// convert with real rates and no network; every conversion shows this date.
    public static func bundledRates() throws -> ECBReferenceRates {
        guard let url = Bundle.module.url(forResource: "eurofxref-daily-2018-09-12", withExtension: "xml"),
              let data = FileManager.default.contents(atPath: url.path) else {
            throw CatalogError.unwritable(path: "eurofxref-daily-2018-09-12.xml", reason: "the bundled rates are missing")
        }
        return try ECBReferenceRates(data: data)
    }
}
