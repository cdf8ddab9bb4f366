import Foundation

/// A user's SwiftUI code on disk, as `flipbook render <path>` finds it: one `.swift` file, a folder of them (an
/// Xcode project's source folder), or a Swift package (its `Sources`, or, for a Swift Playgrounds app, its own
/// folder). Files that import a framework Flipbook
/// does not have (UIKit, AppKit…) are left out with a reason; asset catalogs beside the sources are found too.
public struct UserProject: Sendable {
    /// The path as given.
    public let path: String
    /// The files compiled, sorted.
    public let sources: [URL]
    /// Files left out, each with a one-line reason.
    public let skipped: [(file: URL, reason: String)]
    /// The `.xcassets` folders found among the sources.
    public let assetCatalogs: [URL]
    /// The other resource files among the sources (`hikeData.json`, `chime.mp3`), which Xcode copies into the
    /// app's bundle, so that `Bundle.main.url(forResource:withExtension:)` finds them: the program has them
    /// beside it.
    public let bundleResources: [URL]
    /// The folders a view's `Image("name")` looks in: the source folders, then the asset catalogs.
    public var resourceFolders: [URL] {
        var folders: [URL] = []
        for folder in sources.map({ $0.deletingLastPathComponent() }) + playgroundResources + assetCatalogs
        where !folders.contains(folder) {
            folders.append(folder)
        }
        return folders
    }
    /// The top-level types of the compiled files, by file.
    let declarations: [(file: URL, types: [SwiftSourceScanner.TypeDeclaration])]
    /// A playground page's `Contents.swift`, when the path is a playground or one of its pages (or the one file
    /// among the sources that imports PlaygroundSupport, a page pasted into a file): its statements run and what
    /// it sets live is shown (see `PlaygroundPageSource`).
    public let playgroundPage: URL?
    /// A playground's `Resources` folders (the page's own, then the playground's), where its pictures are.
    let playgroundResources: [URL]

    /// A problem with the path itself, worded for the terminal.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Frameworks of Apple's platforms that Flipbook does not stand in for: a file importing one is left out.
    static let unavailableModules: Set<String> = [
        "UIKit", "AppKit", "Cocoa", "WatchKit", "WidgetKit", "ActivityKit", "MapKit", "AVKit", "AVFoundation",
        "SpriteKit", "SceneKit", "RealityKit", "ARKit", "PhotosUI", "Photos", "StoreKit", "CoreData", "CoreMotion",
        "CoreHaptics", "CoreLocation", "CoreImage", "MessageUI", "SafariServices", "HealthKit",
        "CloudKit", "GameKit", "Metal", "MetalKit", "TipKit", "AuthenticationServices",
        "AppIntents", "Intents", "IntentsUI", "UserNotifications", "Vision", "VisionKit", "NaturalLanguage", "CoreML",
        "Speech", "SoundAnalysis", "CoreBluetooth", "LocalAuthentication", "PassKit", "EventKit", "EventKitUI",
        "Contacts", "ContactsUI", "MultipeerConnectivity", "Network", "GameController", "PencilKit", "MediaPlayer",
        "MusicKit", "WeatherKit", "CoreSpotlight", "BackgroundTasks", "QuickLook", "LinkPresentation",
        "FoundationModels", "ImagePlayground", "Translation", "CoreNFC", "ShazamKit", "DeviceActivity",
        "FamilyControls", "ManagedSettings", "CoreAudio", "AudioToolbox", "CoreMedia", "CoreVideo", "ImageIO",
        "CoreText", "CoreAnimation", "GLKit", "ReplayKit", "Social", "StoreKitTest",
    ]

    /// Why a file is left out, if it is: it imports a framework Flipbook does not stand in for, outside `#if`, or
    /// names WebKit's `WK…` types (a `WKWebView` wrapped for SwiftUI).
    /// A file that imports UIKit only for what Foundation has too (`CGFloat`, `CGPoint`) and names nothing of UIKit
    /// is compiled, its import read as Foundation's (see `ProgramBuilder.importShims`); one that names `UIColor`,
    /// `UIScreen` or the like is left out. Imports inside `#if canImport(UIKit)` are the compiler's to decide.
    static func reasonToLeaveOut(_ scan: SwiftSourceScanner) -> String? {
        if let framework = scan.imports.first(where: { $0 != "UIKit" && unavailableModules.contains($0) }) {
            return "imports \(framework), which is not SwiftUI and not on Linux"
        }
        // WebKit's SwiftUI `WebView` and `WebPage` are Flipbook's; its UIKit-era `WKWebView` family is not.
        if scan.imports.contains("WebKit"), let name = scan.webKitNames.first {
            return "uses WebKit's \(name), which is not SwiftUI and not on Linux"
        }
        guard scan.imports.contains("UIKit"), let name = scan.uikitNames.first else { return nil }
        return "uses UIKit (\(name)), which is not SwiftUI and not on Linux"
    }

    /// Folders never searched for sources: builds, tests, dependencies and Xcode's own files.
    static func isSkippedFolder(_ name: String) -> Bool {
        name.hasPrefix(".") || ["build", "DerivedData", "Pods", "Carthage", "Packages", "node_modules"].contains(name)
            || name.hasSuffix("Tests") || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
            || name.hasSuffix(".xcassets") || name.hasSuffix(".playground") || name.hasSuffix(".swiftpm")
    }

    /// Whether a command's subject names files rather than a gallery scene: a path to an existing `.swift` file
    /// or folder, or anything ending in `.swift` or containing a slash (reported as missing if it does not exist).
    public static func isPath(_ subject: String) -> Bool {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: subject, isDirectory: &isFolder) {
            return isFolder.boolValue || subject.hasSuffix(".swift")
        }
        return subject.hasSuffix(".swift") || subject.contains("/")
    }

    public init(path: String) throws {
        self.path = path
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw Failure(description: "no such file or folder: \(path)")
        }
        var candidates: [URL] = []
        var catalogs: [URL] = []
        var resources: [URL] = []
        let page = try Self.playgroundPage(at: url, isFolder: isFolder.boolValue)
        let pageResources = page.map { [$0.contents.deletingLastPathComponent().appendingPathComponent("Resources"),
                                        $0.playground.appendingPathComponent("Resources")] } ?? []
        if let page {
            // The page, and the playground's shared `Sources` and `Resources` (the page's own `Resources` too).
            candidates = [page.contents]
            for folder in [page.playground.appendingPathComponent("Sources")] + pageResources {
                Self.collect(in: folder, depth: 0, sources: &candidates, catalogs: &catalogs, resources: &resources)
            }
        } else if isFolder.boolValue {
            // A package's code is in its Sources folder; its manifest and tests are not views. A Swift Playgrounds
            // app (`.swiftpm`) has no Sources folder: its one target's path is the package's own folder.
            let isPackage = FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
            let sourcesFolder = url.appendingPathComponent("Sources")
            let root = isPackage && FileManager.default.fileExists(atPath: sourcesFolder.path) ? sourcesFolder : url
            Self.collect(in: root, depth: 0, sources: &candidates, catalogs: &catalogs, resources: &resources)
            if isPackage {
                Self.collect(in: url.appendingPathComponent("Resources"), depth: 0, sources: &candidates,
                             catalogs: &catalogs, resources: &resources)
            }
        } else {
            guard url.pathExtension == "swift" else {
                throw Failure(description: "\(path) is not a .swift file (give a SwiftUI file, a folder of them or a package)")
            }
            candidates = [url]
            Self.collectCatalogs(beside: url.deletingLastPathComponent(), into: &catalogs)
            let neighbours = (try? FileManager.default.contentsOfDirectory(
                at: url.deletingLastPathComponent(), includingPropertiesForKeys: nil)) ?? []
            resources = neighbours.filter { Self.isBundleResource($0.lastPathComponent) }
        }
        var sources: [URL] = [], skipped: [(URL, String)] = []
        var declarations: [(URL, [SwiftSourceScanner.TypeDeclaration])] = []
        // Files that import PlaygroundSupport and have statements: a page's code pasted into a file of its own.
        var pageLike: [URL] = []
        for file in candidates.sorted(by: { $0.path < $1.path }) {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                skipped.append((file, "cannot be read"))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                skipped.append((file, "is not UTF-8 text"))
                continue
            }
            if file.lastPathComponent == "main.swift" && file != page?.contents {
                skipped.append((file, "is a program's top-level code (main.swift); flipbook runs the views instead"))
                continue
            }
            let scan = SwiftSourceScanner(source: text)
            if let reason = Self.reasonToLeaveOut(scan) {
                skipped.append((file, reason))
                continue
            }
            sources.append(file)
            declarations.append((file, scan.types))
            if scan.imports.contains("PlaygroundSupport"), !PlaygroundPageSource(page: text).functions.isEmpty {
                pageLike.append(file)
            }
        }
        guard !sources.isEmpty else {
            let reasons = skipped.map { "\n  \($0.0.lastPathComponent) \($0.1)" }.joined()
            throw Failure(description: "no Swift file to compile in \(path)" + reasons)
        }
        self.sources = sources
        self.skipped = skipped
        playgroundPage = page.flatMap { sources.contains($0.contents) ? $0.contents : nil }
            ?? (pageLike.count == 1 ? pageLike[0] : nil)
        playgroundResources = pageResources.filter { FileManager.default.fileExists(atPath: $0.path) }
        self.declarations = declarations
        assetCatalogs = catalogs.sorted { $0.path < $1.path }
        bundleResources = resources.sorted { $0.path < $1.path }
    }

    /// The page a path names, with its playground: a `.playground` of one page (its `Contents.swift`, or its
    /// one `Pages/…xcplaygroundpage`), a page's folder, or a page's `Contents.swift`. A playground of several pages
    /// is asked which.
    static func playgroundPage(at url: URL, isFolder: Bool) throws -> (contents: URL, playground: URL)? {
        let manager = FileManager.default
        if isFolder, url.pathExtension == "playground" {
            let single = url.appendingPathComponent("Contents.swift")
            if manager.fileExists(atPath: single.path) { return (single, url) }
            let pagesFolder = url.appendingPathComponent("Pages")
            let pages = ((try? manager.contentsOfDirectory(atPath: pagesFolder.path)) ?? [])
                .filter { $0.hasSuffix(".xcplaygroundpage") }.sorted()
            guard pages.count <= 1 else {
                throw Failure(description: "\(url.lastPathComponent) has \(pages.count) pages; name one: "
                              + pages.map { pagesFolder.appendingPathComponent($0).path }.joined(separator: ", "))
            }
            return pages.first.map { (pagesFolder.appendingPathComponent($0).appendingPathComponent("Contents.swift"), url) }
        }
        let folder = isFolder ? url : url.deletingLastPathComponent()
        let contents = isFolder ? url.appendingPathComponent("Contents.swift") : url
        guard contents.lastPathComponent == "Contents.swift" else { return nil }
        if folder.pathExtension == "xcplaygroundpage" {
            return (contents, folder.deletingLastPathComponent().deletingLastPathComponent())
        }
        return folder.pathExtension == "playground" ? (contents, folder) : nil
    }

    /// Kinds of file an app's target copies into its bundle: data, text, pictures, sounds, films and fonts.
    static let bundleResourceExtensions: Set<String> = [
        "json", "geojson", "txt", "csv", "tsv", "xml", "plist", "strings", "md", "html", "rtf",
        "png", "jpg", "jpeg", "gif", "heic", "webp", "svg", "pdf",
        "mp3", "wav", "m4a", "aac", "caf", "aiff", "mp4", "mov", "m4v", "ttf", "otf", "usdz",
    ]

    static func isBundleResource(_ name: String) -> Bool {
        !name.hasPrefix(".") && name != "Info.plist" && name != "Package.resolved"
            && bundleResourceExtensions.contains((name as NSString).pathExtension.lowercased())
    }

    private static func collect(in folder: URL, depth: Int, sources: inout [URL], catalogs: inout [URL],
                                resources: inout [URL]) {
        guard depth < 12, let entries = try? FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: []) else { return }
        for entry in entries {
            let name = entry.lastPathComponent
            let isFolder = (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
            if isFolder {
                if name.hasSuffix(".xcassets") {
                    catalogs.append(entry)
                } else if !isSkippedFolder(name) {
                    collect(in: entry, depth: depth + 1, sources: &sources, catalogs: &catalogs, resources: &resources)
                }
            } else if entry.pathExtension == "swift", name != "Package.swift", !name.hasPrefix(".") {
                sources.append(entry)
            } else if isBundleResource(name) {
                resources.append(entry)
            }
        }
    }

    /// The asset catalogs in the folder of a single file, or in its parent (an Xcode target's folder).
    private static func collectCatalogs(beside folder: URL, into catalogs: inout [URL]) {
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let entries = (try? FileManager.default.contentsOfDirectory(at: candidate, includingPropertiesForKeys: nil)) ?? []
            catalogs += entries.filter { $0.pathExtension == "xcassets" }
            if !catalogs.isEmpty { return }
        }
    }

    /// The views the files declare that a program could make with no arguments, as far as the files tell:
    /// top-level, not generic, not file-private, conforming to `View` by name. The compiler has the last word.
    var viewCandidates: [(name: String, file: URL, line: Int)] {
        declarations.flatMap { file, types in
            types.filter { $0.inheritance.contains("View") && !$0.isGeneric && !$0.isFilePrivate }
                .map { ($0.name, file, $0.line) }
        }
    }

    /// The `@main` type conforming to `App`, if any.
    var mainApp: (name: String, file: URL)? {
        for (file, types) in declarations {
            if let app = types.first(where: { $0.isMain && $0.inheritance.contains("App") }) { return (app.name, file) }
        }
        return nil
    }
}
