// swift-tools-version: 6.0
import PackageDescription

// Layers depend downward only (see README "Modules" and scripts/check-layers):
//   FlipbookGeometry  <  FlipbookAnimation  <  Flipbook  <  FlipbookTools  <  flipbook
let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "Flipbook", targets: ["Flipbook"]),
        .executable(name: "flipbook", targets: ["flipbook"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "FlipbookGeometry"),
        .target(name: "FlipbookAnimation", dependencies: ["FlipbookGeometry"]),
        .target(name: "Flipbook", dependencies: ["FlipbookGeometry", "FlipbookAnimation"]),
        .target(name: "FlipbookTools", dependencies: ["Flipbook"]),
        .executableTarget(
            name: "flipbook",
            dependencies: [
                "Flipbook",
                "FlipbookTools",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "FlipbookGeometryTests", dependencies: ["FlipbookGeometry"]),
        .testTarget(name: "FlipbookAnimationTests", dependencies: ["FlipbookAnimation", "FlipbookGeometry"]),
        .testTarget(name: "FlipbookToolsTests", dependencies: ["FlipbookTools", "flipbook"]),
    ]
)
