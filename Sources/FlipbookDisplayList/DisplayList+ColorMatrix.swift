import Foundation

extension DisplayList {
    /// A colour filter: each output component is a weighted sum of the input's red, green, blue and alpha plus a
    /// constant, computed on straight (not premultiplied) sRGB-encoded components in 0…1 and clamped to 0…1.
    /// Rows are red, green, blue, alpha; each row is its four weights then the constant.
    public struct ColorMatrix: Equatable, Sendable, Codable {
        /// The red row: weights of red, green, blue and alpha, then the constant.
        public var red: [Double]
        /// The green row: weights of red, green, blue and alpha, then the constant.
        public var green: [Double]
        /// The blue row: weights of red, green, blue and alpha, then the constant.
        public var blue: [Double]
        /// The alpha row: weights of red, green, blue and alpha, then the constant.
        public var alpha: [Double]

        /// A matrix of four rows of five numbers each; a shorter row is padded with zeros.
        public init(red: [Double], green: [Double], blue: [Double], alpha: [Double]) {
            func row(_ values: [Double]) -> [Double] {
                (0..<5).map { $0 < values.count && values[$0].isFinite ? values[$0] : 0 }
            }
            self.red = row(red)
            self.green = row(green)
            self.blue = row(blue)
            self.alpha = row(alpha)
        }

        /// Leaves every colour as it is.
        public static let identity = ColorMatrix(red: [1, 0, 0, 0, 0], green: [0, 1, 0, 0, 0],
                                                 blue: [0, 0, 1, 0, 0], alpha: [0, 0, 0, 1, 0])

        /// The filtered straight components of one colour.
        public func apply(red r: Double, green g: Double, blue b: Double, alpha a: Double)
            -> (red: Double, green: Double, blue: Double, alpha: Double) {
            func row(_ w: [Double]) -> Double {
                min(max(w[0] * r + w[1] * g + w[2] * b + w[3] * a + w[4], 0), 1)
            }
            return (row(red), row(green), row(blue), row(alpha))
        }

        /// Whether transparent pixels stay transparent (no constant in the alpha row), so the filter reaches
        /// no further than its items.
        public var keepsTransparency: Bool { alpha[4] <= 0 }
    }
}
