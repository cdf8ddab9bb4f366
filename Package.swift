// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

// Layers depend downward only (see README "Modules" and scripts/check-layers):
//   FlipbookGeometry < FlipbookAnimation < FlipbookDisplayList < FlipbookViews | FlipbookCairo (siblings: the
//   renderer never sees a view) < Flipbook | Combine (users' `import Combine`) | Charts (`import Charts`) |
//   SwiftData (`import SwiftData`) | WebKit (`import WebKit`'s SwiftUI `WebView`)
//   < FlipbookExport < FlipbookGallery < FlipbookTools < flipbook;
//   Flipbook < FlipbookPreview < FlipbookCommandLine < flipbook; FlipbookProject (compiling users' files),
//   FlipbookOSLog, FlipbookSIMD and FlipbookAccelerate (users' `import os`/`import simd`/`import Accelerate`) need none;
//   FlipbookPlayground (a playground page's `import PlaygroundSupport`) sits beside Combine
let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "Flipbook", targets: ["Flipbook", "Combine", "Charts", "SwiftData", "WebKit", "CoreGraphics",
                                             "QuartzCore"]),
        // The same module as a shared library, so that tests can compile the seed samples against it with swiftc.
        .library(name: "FlipbookShared", type: .dynamic, targets: ["Flipbook", "Combine", "Charts", "SwiftData", "WebKit",
                                                                   "CoreGraphics", "QuartzCore"]),
        .executable(name: "flipbook", targets: ["flipbook"]),
        // The live browser preview, for users' own executables (`PreviewServer(MyView()).run()`).
        .library(name: "FlipbookPreview", targets: ["FlipbookPreview"]),
        // Export of users' own views to GIF, MP4, WebM, APNG or PNG frames (`export(_:to:duration:fps:)`).
        .library(name: "FlipbookExport", targets: ["FlipbookExport"]),
        // The command line with every module, as a shared library: what a program built from a user's own SwiftUI
        // files links (`flipbook render MyView.swift`).
        // It carries what `flipbook`'s stand-ins for `import os`, `import simd` and `import Accelerate` re-export.
        .library(name: "FlipbookRunner", type: .dynamic,
                 targets: ["FlipbookCommandLine", "Combine", "FlipbookOSLog", "FlipbookSIMD", "FlipbookAccelerate",
                           "FlipbookPlayground", "Charts", "SwiftData", "WebKit"]),
        // Animation tests for users' packages: takes on a manual clock, value checks and swift-snapshot-testing
        // strategies (`assertSnapshot(of: CardView(), as: .frame(at: 0.35, size: …))`).
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The preview server only: no other module links them (they cost minutes of build).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        // The preview server's guard on connections that never send a whole request (already under Hummingbird).
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        // The #Preview macro's implementation (a compiler plugin, built for the host; not linked into programs).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"700.0.0"),
        // FlipbookTesting's snapshot strategies.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // `swift package generate-documentation` (scripts/docs): a command plugin, never linked.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "FlipbookGeometry"),
        .target(name: "FlipbookAnimation", dependencies: ["FlipbookGeometry"]),
        .target(name: "FlipbookDisplayList", dependencies: ["FlipbookGeometry"]),
        .target(name: "FlipbookViews", dependencies: ["FlipbookGeometry", "FlipbookAnimation", "FlipbookDisplayList"]),
        .systemLibrary(name: "CCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libjpeg-dev"])]),
        .target(name: "FlipbookCairo", dependencies: ["FlipbookDisplayList", "CCairo", "CFlipbookBlur"]),
        .macro(name: "FlipbookMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        // Finds the previews compiled into a program in the Swift runtime's conformance records.
        .target(name: "CFlipbookDiscovery"),
        .target(name: "CFlipbookBlur"),
        .target(name: "Flipbook", dependencies: ["FlipbookGeometry", "FlipbookAnimation", "FlipbookDisplayList", "FlipbookViews",
                                                 "FlipbookCairo", "FlipbookMacros", "CFlipbookDiscovery"]),
        // `import Combine` in users' SwiftUI files: the view layer's publishers under Combine's name.
        .target(name: "Combine", dependencies: ["FlipbookViews"]),
        // What users' `import os`, `import simd` and `import Accelerate` find through `flipbook`'s stand-ins (not
        // modules of those names: packages test `canImport(os)` and would take them for Apple's).
        .target(name: "FlipbookOSLog"),
        // What a playground page's `import PlaygroundSupport` finds through `flipbook`'s stand-in.
        .target(name: "FlipbookPlayground", dependencies: ["FlipbookViews"]),
        .target(name: "FlipbookSIMD"),
        // `import Charts` in users' SwiftUI files: Swift Charts' marks, scales, axes and legends, drawn with views.
        .target(name: "Charts", dependencies: ["FlipbookViews"]),
        // `import SwiftData` in users' SwiftUI files: `@Model` classes, containers, contexts and `@Query`, in memory.
        .target(name: "SwiftData", dependencies: ["FlipbookViews", "FlipbookMacros"]),
        // `import WebKit` in users' SwiftUI files: iOS 26's `WebView` and `WebPage`, which load no pages.
        .target(name: "WebKit", dependencies: ["FlipbookViews"]),
        // `import CoreGraphics` and `import QuartzCore` beside `import Flipbook`: the geometry (`CGAffineTransform`,
        // `CGPath`, `CATransform3D`) and `CACurrentMediaTime`. No dependency tests `canImport` of either (one that
        // did would take them for Apple's; `os`, `simd` and `Accelerate` stay `flipbook`'s stand-ins for that).
        .target(name: "CoreGraphics", dependencies: ["FlipbookGeometry"]),
        .target(name: "QuartzCore", dependencies: ["FlipbookViews"]),
        .target(name: "FlipbookAccelerate"),
        .target(name: "FlipbookGallery", dependencies: ["Flipbook", "Charts"]),
        .target(name: "FlipbookExport", dependencies: ["Flipbook"]),
        .target(name: "FlipbookTools", dependencies: ["Flipbook", "FlipbookExport", "FlipbookGallery"]),
        .target(name: "FlipbookPreview", dependencies: [
            "Flipbook",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .target(name: "FlipbookTesting", dependencies: [
            "Flipbook", "FlipbookExport", "FlipbookTools",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // Users' own SwiftUI files: finding them, and compiling them into a program with swiftc.
        .target(name: "FlipbookProject"),
        .target(
            name: "FlipbookCommandLine",
            dependencies: [
                "Flipbook",
                "FlipbookTools",
                "FlipbookExport",
                "FlipbookPreview",
                "FlipbookProject",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "flipbook", dependencies: ["FlipbookCommandLine"]),
        // The parsers' fuzz targets, run under libFuzzer by `scripts/fuzz`.
        .executableTarget(name: "FlipbookFuzz", dependencies: ["Flipbook", "FlipbookViews", "FlipbookTools",
                                                               "FlipbookPreview"]),
        // Engine speed figures (`scripts/bench`), not tests.
        .executableTarget(name: "FlipbookBenchmarks", dependencies: ["Flipbook", "FlipbookGallery", "FlipbookExport"]),
        .testTarget(name: "FlipbookGeometryTests", dependencies: ["FlipbookGeometry"]),
        .testTarget(name: "FlipbookAnimationTests", dependencies: ["FlipbookAnimation", "FlipbookGeometry"]),
        .testTarget(name: "FlipbookDisplayListTests", dependencies: ["FlipbookDisplayList"]),
        .testTarget(name: "FlipbookViewsTests", dependencies: ["FlipbookViews"]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "FlipbookViews"]),
        .testTarget(name: "SwiftDataTests", dependencies: ["SwiftData", "FlipbookViews"]),
        .testTarget(name: "WebKitTests", dependencies: ["WebKit", "FlipbookViews"]),
        // The golden images are read from the source tree by path, not bundled.
        .testTarget(name: "FlipbookTests", dependencies: ["Flipbook", "FlipbookGallery"], exclude: ["Goldens"]),
        .testTarget(name: "FlipbookToolsTests", dependencies: ["FlipbookTools", "FlipbookExport", "FlipbookProject", "flipbook", "FlipbookFuzz"]),
        .testTarget(name: "FlipbookTestingTests", dependencies: ["FlipbookTesting"]),
        .testTarget(name: "FlipbookPreviewTests", dependencies: ["FlipbookPreview", "FlipbookGallery", "flipbook"]),
    ]
)

// scripts/sanitize and scripts/fuzz: with FLIPBOOK_SANITIZE=address (and FLIPBOOK_FUZZER_LIBRARY naming libFuzzer's
// driver without its main), Flipbook's own Swift code is built for AddressSanitizer and libFuzzer's coverage, in
// the same build folder as the plain build: the dependencies (swift-syntax, SwiftNIO, Hummingbird), which are not
// instrumented, are built once for both. The macro plugin runs in the compiler and is built as usual.
if Context.environment["FLIPBOOK_SANITIZE"] == "address", let fuzzer = Context.environment["FLIPBOOK_FUZZER_LIBRARY"] {
    // The C targets are left as the plain build has them (-Xswiftc, which this replaces, reached Swift only).
    let cTargets: Set = ["CFlipbookDiscovery", "CFlipbookBlur"]
    for target in package.targets where ![.macro, .system].contains(target.type) && !cTargets.contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [
            .unsafeFlags(["-sanitize=address", "-sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table"]),
            .define("FLIPBOOK_FUZZING"),
        ]
        target.linkerSettings = (target.linkerSettings ?? []) + [
            .unsafeFlags(["-sanitize=address", "-Xlinker", fuzzer, "-Xlinker", "-lstdc++"]),
        ]
    }
    // Only the tests that reach code the compiler cannot check run under the sanitizer: unsafe pointers (the
    // CoreGraphics-style initializers, Cairo and Pango, the blur, the encoders of PNG, GIF and video, the snapshot
    // comparisons) and the parsers' corpora. The rest of Flipbook is safe Swift, where AddressSanitizer finds
    // nothing the plain run does not, and building and running those tests again would cost CI minutes.
    let testsThatReachUnsafeCode: Set = [
        "FlipbookGeometryTests", "FlipbookDisplayListTests", "FlipbookTests", "FlipbookToolsTests",
        "FlipbookTestingTests",
    ]
    package.targets.removeAll { $0.type == .test && !testsThatReachUnsafeCode.contains($0.name) }
}
