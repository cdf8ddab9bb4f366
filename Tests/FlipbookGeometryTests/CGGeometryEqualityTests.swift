import Foundation
import Testing
import FlipbookGeometry

@Suite struct CGGeometryEqualityTests {
    @Test func pointsAndSizesCompareTheirComponents() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        #expect(CGSize.zero.equalTo(.zero))
        #expect(!CGSize(width: 0, height: 1).equalTo(.zero))
    }

    @Test func rectanglesCompareTheAreaTheyCover() {
        let flipped = CGRect(x: 10, y: 10, width: -10, height: -5)
        #expect(flipped.equalTo(CGRect(x: 0, y: 5, width: 10, height: 5)))
        #expect(!flipped.equalTo(CGRect(x: 0, y: 0, width: 10, height: 5)))
        #expect(CGRect.null.equalTo(.null))
        #expect(!CGRect.null.equalTo(.zero))
        #expect(!CGRect.zero.equalTo(.null))
    }
}
