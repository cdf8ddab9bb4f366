print("flipbook")
