// swift-tools-version: 6.0
// A package whose animation is tested with FlipbookTesting: `swift test` here (CI runs it through
// scripts/example-tests, which also shows the tests failing when the animation's duration changes).
import PackageDescription

let package = Package(
    name: "Pulse",
    dependencies: [
        .package(name: "Flipbook", path: "../.."),
    ],
    targets: [
        .target(name: "Pulse", dependencies: [.product(name: "Flipbook", package: "Flipbook")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "PulseTests", dependencies: ["Pulse", .product(name: "FlipbookTesting", package: "Flipbook")],
                    exclude: ["__Snapshots__"]),
    ]
)
